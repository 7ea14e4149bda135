/**
 * Every user-visible Spanish text of Panel, grouped by screen. Texts are copied exactly from the
 * product spec (accents, ¡¿, emoji and dots included, and the spec's own spellings such as
 * 'existosamente' and the 'Subscripción' page title). Keys whose wording the spec gives only by
 * description carry an `ours:` note: that wording is ours, in Latin-American Spanish.
 *
 * Screens read this object (no string literals in JSX); tests assert against it. Texts with
 * parameters are functions.
 *
 * Validation messages and the default checkout message belong to rules in @panel/domain (the UI and
 * the server run the same rule), so they are referenced from there rather than copied: one text, one
 * place. The catalogue still holds them, under the screen that shows them.
 */

// `es.login.title` reads a section of ./catalogue through a namespace, which bundlers resolve statically.
import * as es from './catalogue';

export { es };

/** The catalogue's type: screens and tests can take a slice of it, e.g. `Catalogue['login']`. */
export type Catalogue = typeof es;

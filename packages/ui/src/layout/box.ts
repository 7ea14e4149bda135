import type { ComponentPropsWithoutRef, ComponentType } from 'react';

/** The elements a layout primitive may render as (`as`): a block keeps its meaning in the page. */
export type BoxTag = 'div' | 'section' | 'form' | 'ul' | 'ol' | 'li' | 'header' | 'nav' | 'span';

/** `as` plus the element's own props (a `form` takes `onSubmit`, a `section` `aria-labelledby`…). */
export type BoxProps<T extends BoxTag> = { as?: T } & Omit<ComponentPropsWithoutRef<T>, 'as'>;

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | undefined)[]): string =>
  names.filter(Boolean).join(' ');

/**
 * The element to render, typed as a component taking any props: TypeScript cannot check a spread of
 * `BoxProps<T>` against a tag chosen at run time, and `BoxProps` already checked them for `T`.
 */
export const boxTag = (as: BoxTag | undefined, fallback: BoxTag) =>
  (as ?? fallback) as unknown as ComponentType<Record<string, unknown>>;

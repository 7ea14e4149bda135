import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The storefront's theme contract: every colour, space, radius and size of a store page comes from
 * `vars.*`. The variables are public and prefixed (`--sf-color-primary`…), so a store could later be
 * themed by overriding them; the defaults (`theme.css.ts`) are the panel's colours.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      /** Light blue: the main action. */
      primary: null,
      primaryHover: null,
      onPrimary: null,
      /** Primary hue dark enough for links and text on white (≥ 4.5:1). */
      primaryText: null,
      primarySubtle: null,
      /** Near black: secondary actions, strong text. */
      secondary: null,
      secondaryHover: null,
      onSecondary: null,
      background: null,
      surface: null,
      text: null,
      textMuted: null,
      divider: null,
      /** Outline of form controls (≥ 3:1 against white). */
      border: null,
      focusRing: null,
      error: null,
      errorSubtle: null,
      warning: null,
      warningSubtle: null,
      /** The WhatsApp action. */
      whatsapp: null,
      whatsappHover: null,
      onWhatsapp: null,
    },
    space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { md: null, full: null },
    font: {
      family: null,
      size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
      lineHeight: { tight: null, normal: null },
    },
    fontWeight: { regular: null, medium: null, heading: null },
    sizes: {
      /** Widest content column. */
      page: null,
      /** Widest form column (the spec's 600 px). */
      formColumn: null,
      control: null,
      /** Store picture in the header. */
      logo: null,
      /** Cart line thumbnail. */
      thumb: null,
      borderWidth: null,
      focusRingWidth: null,
    },
  },
  (_value, path) => `sf-${path.join('-')}`,
);

/** Breakpoints in pixels (the panel's: sm 600, md 900), as media queries, mobile first. */
export const media = {
  sm: 'screen and (min-width: 600px)',
  md: 'screen and (min-width: 900px)',
} as const;

import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * Panel's one theme contract. Every colour, space, radius, font size and fixed size of a screen comes
 * from `vars.*`; the values live in `theme.css.ts`.
 *
 * The CSS variable names are stable and public (`--panel-color-primary`, `--panel-space-md`…), so a
 * product that embeds our screens can read or override them without vanilla-extract.
 *
 * There is deliberately no shadow token: paper is flat (spec §1).
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      /** Light blue: primary buttons, selected states. */
      primary: null,
      primaryHover: null,
      /** Text and icons on `primary`. */
      onPrimary: null,
      /** Primary hue dark enough for text and links on light surfaces. */
      primaryText: null,
      /** Tinted background for selected rows, highlights. */
      primarySubtle: null,
      /** Near black: secondary buttons, strong text. */
      secondary: null,
      secondaryHover: null,
      onSecondary: null,
      /** Light grey page background. */
      background: null,
      /** Paper: cards, fields, dialogs (flat, no shadow). */
      surface: null,
      surfaceHover: null,
      text: null,
      textMuted: null,
      /** Grey dividers and card outlines. */
      divider: null,
      /** Outline of form controls (meets 3:1 non-text contrast). */
      border: null,
      borderHover: null,
      focusRing: null,
      error: null,
      errorSubtle: null,
      success: null,
      successSubtle: null,
      warning: null,
      warningSubtle: null,
      info: null,
      infoSubtle: null,
      disabled: null,
      onDisabled: null,
    },
    space: {
      none: null,
      xxs: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
      xxxl: null,
    },
    radius: {
      none: null,
      /** The spec's corner radius (8 px): buttons, fields, cards. */
      md: null,
      /** Pills and round avatars. */
      full: null,
    },
    font: {
      /** Lexend, self-hosted. */
      family: null,
      size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
      lineHeight: { tight: null, normal: null },
    },
    fontWeight: {
      regular: null,
      medium: null,
      /** Headings use 600 (spec §1). */
      heading: null,
      bold: null,
    },
    /** Breakpoint widths as lengths; for media queries use `media` from `breakpoints.ts`. */
    breakpoints: { xs: null, sm: null, md: null, lg: null, xl: null },
    sizes: {
      /** Maximum width of a form column (600 px). */
      formColumn: null,
      /** Profile avatar (96 px). */
      avatar: null,
      /** Maximum height of a picker list, e.g. the country picker (200 px). */
      pickerList: null,
      /** Height of buttons and text inputs. */
      control: null,
      icon: null,
      borderWidth: null,
      focusRingWidth: null,
      focusRingOffset: null,
    },
  },
  (_value, path) => `panel-${path.join('-')}`,
);

/** The shape of the theme contract, for code that passes tokens around. */
export type PanelVars = typeof vars;

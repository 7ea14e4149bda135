import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Root of every Panel tree (the Radix Theme element). */
export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  selectors: {
    // As Radix's own (unimported) component CSS does: the outermost themed root with a background
    // covers the viewport and starts a stacking context for overlays.
    "&[data-is-root-theme='true'][data-has-background='true']": {
      position: 'relative',
      zIndex: 0,
      minHeight: '100dvh',
    },
  },
});

globalStyle(`${root} :is(h1, h2, h3, h4, h5, h6)`, {
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.font.lineHeight.tight,
});

/** sonner's list. sonner injects its own stylesheet at run time; these selectors outrank it. */
export const toaster = style({});

// Our font, radius and palette through sonner's own variables. Toasts keep sonner's small shadow: they
// float over the page, unlike paper.
globalStyle(`${toaster}[data-sonner-toaster][data-sonner-theme]`, {
  fontFamily: vars.font.family,
  vars: {
    '--border-radius': vars.radius.md,
    '--normal-bg': vars.color.surface,
    '--normal-border': vars.color.divider,
    '--normal-text': vars.color.text,
  },
});

globalStyle(`${toaster} [data-sonner-toast][data-styled='true']`, {
  fontSize: vars.font.size.sm,
});

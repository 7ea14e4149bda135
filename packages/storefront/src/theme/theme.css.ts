import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { cx } from './classes';
import { vars } from './vars.css';

// The panel's palette (Radix sky and gray, steps 9–12) written out: the storefront does not load Radix
// Themes' colour stylesheets. Text colours meet 4.5:1 on white and on the page background.
createGlobalTheme(':root', vars, {
  color: {
    primary: '#7ce2fe',
    primaryHover: '#74daf8',
    onPrimary: '#1c2024',
    primaryText: '#00749e',
    primarySubtle: '#e1f6fd',
    secondary: '#1c2024',
    secondaryHover: '#3a3d43',
    onSecondary: '#ffffff',
    background: '#f9f9fb',
    surface: '#ffffff',
    text: '#1c2024',
    textMuted: '#60646c',
    divider: '#dddde3',
    border: '#8b8d98',
    focusRing: '#00749e',
    error: '#ce2c31',
    errorSubtle: '#feebec',
    warning: '#ab6400',
    warningSubtle: '#fff7c2',
    whatsapp: '#1f7a47',
    whatsappHover: '#18633a',
    onWhatsapp: '#ffffff',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  radius: { md: '8px', full: '9999px' },
  font: {
    family: "'Lexend Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '30px' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  fontWeight: { regular: '400', medium: '500', heading: '600' },
  sizes: {
    page: '1120px',
    formColumn: '600px',
    control: '44px',
    logo: '40px',
    thumb: '64px',
    borderWidth: '1px',
    focusRingWidth: '2px',
  },
});

// Element styles are scoped to the `sf` class of <body> (Document): in the shared Storybook the panel's
// stories never inherit them.
const root = `.${cx.root}`;
// Zero specificity below the body rule: any class of a component wins over these element defaults.
const within = `:where(${root})`;

globalStyle(`${root}, ${within} *, ${within} *::before, ${within} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(root, {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle(`${within} :where(h1, h2, h3)`, {
  margin: 0,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.font.lineHeight.tight,
});

globalStyle(`${within} :where(p)`, { margin: 0 });

globalStyle(`${within} :where(img, video)`, { display: 'block', maxWidth: '100%', height: 'auto' });

globalStyle(`${within} :where(a)`, { color: vars.color.primaryText });

globalStyle(`${within} :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
});

globalStyle(`${within} :focus-visible`, {
  outline: `${vars.sizes.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle(`${root} [hidden]`, { display: 'none !important' });

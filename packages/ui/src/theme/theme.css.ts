import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { breakpoints } from './breakpoints';
import { vars } from './vars.css';

// The values of the contract. Colours point at Radix Themes' palette variables (`--sky-9`…), defined on
// :root by the Radix colour stylesheets, so our styles and Radix components share one palette.
// The theme is global (on :root) rather than on a class because react-aria overlays (popovers,
// dialogs, toasts) render in portals under <body>, outside any wrapper element; the names are
// prefixed (`--panel-…`), so an embedding page's own variables are untouched.
createGlobalTheme(':root', vars, {
  color: {
    primary: 'var(--sky-9)',
    primaryHover: 'var(--sky-10)',
    onPrimary: 'var(--sky-contrast)',
    primaryText: 'var(--sky-11)',
    primarySubtle: 'var(--sky-3)',
    secondary: 'var(--gray-12)',
    secondaryHover: 'var(--gray-11)',
    onSecondary: 'var(--gray-1)',
    background: 'var(--gray-2)',
    surface: 'white',
    surfaceHover: 'var(--gray-3)',
    text: 'var(--gray-12)',
    textMuted: 'var(--gray-11)',
    divider: 'var(--gray-6)',
    border: 'var(--gray-9)',
    borderHover: 'var(--gray-11)',
    focusRing: 'var(--sky-11)',
    error: 'var(--red-11)',
    errorSubtle: 'var(--red-3)',
    success: 'var(--green-11)',
    successSubtle: 'var(--green-3)',
    warning: 'var(--amber-11)',
    warningSubtle: 'var(--amber-3)',
    info: 'var(--sky-11)',
    infoSubtle: 'var(--sky-3)',
    disabled: 'var(--gray-3)',
    onDisabled: 'var(--gray-11)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { none: '0', md: '8px', full: '9999px' },
  font: {
    family: "'Lexend Variable', 'Lexend', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  fontWeight: { regular: '400', medium: '500', heading: '600', bold: '700' },
  breakpoints: {
    xs: `${breakpoints.xs}px`,
    sm: `${breakpoints.sm}px`,
    md: `${breakpoints.md}px`,
    lg: `${breakpoints.lg}px`,
    xl: `${breakpoints.xl}px`,
  },
  sizes: {
    formColumn: '600px',
    avatar: '96px',
    pickerList: '200px',
    control: '40px',
    icon: '20px',
    borderWidth: '1px',
    focusRingWidth: '2px',
    focusRingOffset: '2px',
  },
});

// The other direction: Radix Themes' own variables take our font, heading weight, radius and
// background, so Radix components inside PanelProvider look like ours. `.radix-themes[data-radius]`
// outranks Radix's `[data-radius]` and `:where(.radix-themes)` rules whatever the stylesheet order.
globalStyle('.radix-themes[data-radius]', {
  vars: {
    '--default-font-family': vars.font.family,
    '--heading-font-family': vars.font.family,
    '--font-weight-bold': vars.fontWeight.heading,
    '--color-background': vars.color.background,
    '--color-panel-solid': vars.color.surface,
    '--radius-2': vars.radius.md,
    '--radius-3': vars.radius.md,
    '--radius-4': vars.radius.md,
  },
});

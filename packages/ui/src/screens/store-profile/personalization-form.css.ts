import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const groupLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
});

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A suggested colour: a round button as tall as a control, ringed while selected. */
export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.sizes.control,
  height: vars.sizes.control,
  borderRadius: vars.radius.full,
  borderWidth: vars.sizes.focusRingWidth,
  borderStyle: 'solid',
  borderColor: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const swatchColor = style({
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  // White, as a store page: the colour passed its rule against white.
  background: vars.color.surface,
});

export const previewTitle = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** A storefront button; in the chosen colour with white text once the colour passes its rule. */
export const previewButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.sizes.control,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.disabled,
  color: vars.color.onDisabled,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
});

export const previewLink = style({
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  color: vars.color.textMuted,
});

/** The tab panel kept mounted (react-aria's `shouldForceMount`) shows only while its tab is selected. */
export const keptPanel = style({ selectors: { '&[data-inert]': { display: 'none' } } });

import { style } from '@vanilla-extract/css';
import { focusRing, focusRingInset, vars } from '../../theme';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  overflowX: 'auto',
});

export const tab = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBottom: `${vars.sizes.focusRingWidth} solid transparent`,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-selected]': {
      color: vars.color.primaryText,
      borderBottomColor: vars.color.primaryText,
    },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const panel = style({
  maxWidth: vars.sizes.formColumn,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const address = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  color: vars.color.primaryText,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing,
  },
});

/** A line of help under a field, and the 'Monedas' tab's text. */
export const help = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The 'Monedas' tab's sample amount. */
export const sample = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

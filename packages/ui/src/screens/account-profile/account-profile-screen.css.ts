import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  maxWidth: vars.sizes.formColumn,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const tabList = style({
  display: 'flex',
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
});

export const tab = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primaryText,
  borderBottom: `${vars.sizes.focusRingWidth} solid ${vars.color.primaryText}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outlineWidth: vars.sizes.focusRingWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
    },
  },
});

export const muted = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

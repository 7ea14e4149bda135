import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import * as recipes from '../../theme/recipes.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const icon = style({ flexShrink: 0, color: vars.color.info, marginTop: vars.space.xxs });

export const content = style({ flex: 1, minWidth: 0 });

export const close = style({
  ...recipes.iconButton,
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface, color: vars.color.text },
    '&[data-focus-visible]': recipes.focusRingFlush,
  },
});

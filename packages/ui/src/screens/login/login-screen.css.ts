import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const divider = style({
  height: vars.sizes.borderWidth,
  backgroundColor: vars.color.divider,
});

export const legal = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  textAlign: 'center',
});

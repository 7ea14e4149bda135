import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const note = style({
  margin: 0,
  maxWidth: vars.sizes.formColumn,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.md,
});

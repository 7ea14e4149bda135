import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The black 'Próximamente' pill beside something not available yet. */
export const soonBadge = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.bold,
});

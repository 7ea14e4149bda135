import { style } from '@vanilla-extract/css';
import { stack } from '../../layout/stack.css';
import { vars } from '../../theme';

// The Google button and its note, stacked: the Stack's class, resolved when the styles are built, so
// /login loads no layout code (its first-load JS budget is tight).
export const google = stack({ gap: 'xs' });

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

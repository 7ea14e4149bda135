import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** A small rounded status label; each screen adds the colours of its statuses. */
export const chipBase = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

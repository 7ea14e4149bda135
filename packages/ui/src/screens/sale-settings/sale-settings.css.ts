import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({
  fontFamily: vars.font.family,
  color: vars.color.text,
  maxWidth: vars.sizes.formColumn,
});

export const help = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.error });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  textAlign: 'start',
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  verticalAlign: 'middle',
});

/** Columns a phone does without (the row still names the code, its discount and its actions). */
export const wideOnly = style({
  display: 'none',
  '@media': { [media.up('md')]: { display: 'table-cell' } },
});

export const code = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

/** The list scrolls sideways inside its card rather than past the phone's edge. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

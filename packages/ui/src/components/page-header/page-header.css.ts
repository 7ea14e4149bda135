import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  fontFamily: vars.font.family,
  '@media': {
    [media.up('sm')]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
    },
  },
});

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

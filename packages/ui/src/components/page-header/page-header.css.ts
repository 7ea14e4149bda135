import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import * as recipes from '../../theme/recipes.css';

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

export const title = style({ ...recipes.heading(vars.font.size.xl), color: vars.color.text });

export const subtitle = style(recipes.mutedText(vars.font.size.md));

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

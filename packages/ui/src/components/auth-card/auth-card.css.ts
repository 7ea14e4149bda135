import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import * as recipes from '../../theme/recipes.css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  minHeight: '100%',
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  color: vars.color.text,
  '@media': {
    [media.up('sm')]: { alignItems: 'center', paddingBlock: vars.space.xxxl },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '440px',
  boxSizing: 'border-box',
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  '@media': {
    [media.up('sm')]: { padding: vars.space.xxl },
  },
});

export const logo = style({ display: 'flex', justifyContent: 'center' });

/** Shared by the sign-in and onboarding screens. */
export const heading = style({
  ...recipes.heading(vars.font.size.xl),
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

export const lead = style({
  ...recipes.mutedText(vars.font.size.sm),
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': recipes.focusRing,
  },
});

import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';
import * as recipes from '../theme/recipes.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family,
});

export const dropZone = style({
  borderWidth: vars.sizes.focusRingWidth,
  borderStyle: 'dashed',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primaryText,
      backgroundColor: vars.color.primarySubtle,
    },
    '&[data-focus-visible]': recipes.focusRing,
  },
});

export const pickButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '140px',
  padding: vars.space.lg,
  ...recipes.bareButton,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  textAlign: 'center',
  selectors: { '&[data-focus-visible]': recipes.focusRing },
});

export const pickIcon = style({ color: vars.color.primaryText });

export const count = style(recipes.mutedText(vars.font.size.sm));

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.up('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' } },
});

export const tile = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceHover,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
});

export const media_ = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const tileActions = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  insetBlockStart: vars.space.xs,
  display: 'flex',
  gap: vars.space.xs,
});

export const tileButton = style({
  ...recipes.roundButton('32px'),
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
    '&[data-focus-visible]': recipes.focusRing,
  },
});

export const rules = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  backgroundColor: vars.color.background,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  selectors: {
    '&[data-invalid]': {
      borderColor: vars.color.error,
      backgroundColor: vars.color.errorSubtle,
      color: vars.color.error,
    },
  },
});

export const rulesTitle = style({ margin: 0, fontWeight: vars.fontWeight.heading });

export const rulesList = style({
  margin: 0,
  marginTop: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const brokenRule = style({ fontWeight: vars.fontWeight.bold });

/** Why the last selection was refused, under the rules. */
export const refusal = style({
  margin: 0,
  marginTop: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const visuallyHidden = style(recipes.visuallyHidden);

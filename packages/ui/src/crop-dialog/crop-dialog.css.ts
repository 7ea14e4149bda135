import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';
import * as recipes from '../theme/recipes.css';

export const overlay = style({ ...recipes.dialog.overlay, padding: vars.space.sm });

export const modal = style({
  ...recipes.dialog.surface,
  maxWidth: '560px',
  maxHeight: '100%',
  overflow: 'auto',
});

export const dialog = style({
  ...recipes.dialog.body,
  padding: vars.space.lg,
  '@media': { [media.up('sm')]: { padding: vars.space.xl } },
});

export const title = style(recipes.heading(vars.font.size.lg));

// Spec §9: preview height 400 (less on short phone screens).
export const stage = style({
  position: 'relative',
  height: 'min(400px, 55vh)',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.secondary,
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.onSecondary,
});

export const unreadable = style([
  loading,
  { textAlign: 'center', paddingInline: vars.space.lg, fontWeight: vars.fontWeight.medium },
]);

export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sliderLabel = style({
  ...recipes.splitRow,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
});

export const track = style(recipes.slider.track('4px'));

export const thumb = style({
  ...recipes.slider.thumb('20px'),
  backgroundColor: vars.color.primaryText,
  selectors: { '&[data-focus-visible]': recipes.focusRing },
});

export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const actions = style(recipes.dialog.actions);

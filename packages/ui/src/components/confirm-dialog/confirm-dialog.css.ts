import { style } from '@vanilla-extract/css';
import * as recipes from '../../theme/recipes.css';
import { vars } from '../../theme/vars.css';

export const overlay = style(recipes.dialog.overlay);

export const modal = style({ ...recipes.dialog.surface, maxWidth: '440px' });

export const dialog = style(recipes.dialog.body);

export const title = style({ ...recipes.heading(vars.font.size.lg), color: vars.color.text });

export const text = style({
  ...recipes.mutedText(vars.font.size.md),
  lineHeight: vars.font.lineHeight.normal,
});

export const actions = style({ ...recipes.dialog.actions, marginTop: vars.space.sm });

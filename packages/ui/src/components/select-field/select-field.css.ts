import { style } from '@vanilla-extract/css';
import * as recipes from '../../theme/recipes.css';
import { vars } from '../../theme/vars.css';

export const root = style(recipes.field.root);

export const label = style(recipes.field.label);

export const trigger = style({
  ...recipes.field.control,
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderHover },
    '&[data-focus-visible]': recipes.focusRing,
    '&[data-disabled]': {
      backgroundColor: vars.color.disabled,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const popover = style({
  ...recipes.popover.surface,
  minWidth: 'var(--trigger-width)',
  boxSizing: 'border-box',
  overflow: 'auto',
});

export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family,
});

export const option = style({
  ...recipes.popover.option,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.md,
  selectors: { ...recipes.optionStates, '&[data-focus-visible]': recipes.focusRingInset },
});

export const error = style(recipes.field.error);

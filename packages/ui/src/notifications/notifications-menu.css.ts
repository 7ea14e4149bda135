import { style } from '@vanilla-extract/css';
import { vars } from '../theme';
import * as recipes from '../theme/recipes.css';

export const bell = style({
  position: 'relative',
  ...recipes.roundButton(vars.sizes.control),
  color: vars.color.text,
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': recipes.focusRingFlush,
  },
});

export const count = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  minWidth: '18px',
  height: '18px',
  boxSizing: 'border-box',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.error,
  color: vars.color.onSecondary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '18px',
  textAlign: 'center',
});

export const popover = style({
  ...recipes.popover.surface,
  width: 'min(360px, calc(100vw - 24px))',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const dialog = style({ outline: 'none', maxHeight: '70vh', overflowY: 'auto' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const emptyIcon = style({ color: vars.color.textMuted });

export const emptyTitle = style(recipes.heading(vars.font.size.md));

export const emptyHint = style(recipes.mutedText(vars.font.size.sm));

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  borderBottomWidth: vars.sizes.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.divider,
  selectors: {
    '&:last-child': { borderBottomStyle: 'none' },
    '&[data-unread]': { backgroundColor: vars.color.primarySubtle },
  },
});

export const typeIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  marginTop: vars.space.xxs,
  selectors: {
    '&[data-type="error"]': { color: vars.color.error },
    '&[data-type="info"]': { color: vars.color.info },
    '&[data-type="success"]': { color: vars.color.success },
    '&[data-type="warning"]': { color: vars.color.warning },
  },
});

export const visuallyHidden = style(recipes.visuallyHidden);

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const message = style({ fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const time = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

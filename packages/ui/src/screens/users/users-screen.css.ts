import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.sizes.formColumn,
  marginInline: 'auto',
  padding: vars.space.xxl,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'dashed',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
});

export const icon = style({ color: vars.color.primaryText });

export const soon = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.bold,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

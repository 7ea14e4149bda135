import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';
import { radioDot } from '../radio-dot.css';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const cards = style({ maxWidth: '840px' });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.md },
  },
});

export const dot = radioDot(radio, '18px', '6px');

export const price = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.fontWeight.heading,
});

export const detail = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const cardAction = style({ marginTop: 'auto', display: 'flex' });

export const renew = style({
  marginTop: vars.space.xl,
  maxWidth: vars.sizes.formColumn,
});

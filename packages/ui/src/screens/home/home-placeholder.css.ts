import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const page = style({
  justifyContent: 'center',
  minHeight: '60vh',
  textAlign: 'center',
  fontFamily: vars.font.family,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
});

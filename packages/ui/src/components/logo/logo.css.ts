import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const mark = style({ flexShrink: 0, display: 'block' });

export const markBackground = style({ fill: vars.color.primary });

export const markStroke = style({
  fill: 'none',
  stroke: vars.color.onPrimary,
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const wordmark = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xl,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.text,
});

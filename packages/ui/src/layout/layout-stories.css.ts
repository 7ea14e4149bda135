// Story-only styles: a tinted tile that makes the space between blocks visible to designers.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const tile = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});

export const text = style({ margin: 0 });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** As wide as the home screen's period picker. */
export const picker = style({ width: '180px' });

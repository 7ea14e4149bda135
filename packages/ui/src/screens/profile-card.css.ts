import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The round picture, or the name's initial on the light blue when there is none. */
export const avatar = style({
  flexShrink: 0,
  width: vars.sizes.avatar,
  height: vars.sizes.avatar,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.fontWeight.heading,
});

/** The texts beside the picture; below it when the row is narrower than both. */
export const texts = style({ minWidth: 0, flex: '1 1 200px' });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
  overflowWrap: 'anywhere',
});

import { style } from '@vanilla-extract/css';
import { surface } from '../../layout/card.css';
import { vars } from '../../theme';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

/** Paper with a dashed outline: a place for what is coming. */
export const placeholder = style([
  surface,
  {
    maxWidth: vars.sizes.formColumn,
    marginInline: 'auto',
    padding: vars.space.xxl,
    textAlign: 'center',
    borderStyle: 'dashed',
  },
]);

export const icon = style({ color: vars.color.primaryText });

export const text = style({ margin: 0, color: vars.color.textMuted });

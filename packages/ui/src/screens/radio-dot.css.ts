import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/**
 * The round mark of a radio option, `size` wide; its ring turns `selectedRing` thick and blue while
 * the option (the element with class `radio`) is selected.
 */
export const radioDot = (radio: string, size: string, selectedRing: string) =>
  style({
    width: size,
    height: size,
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    borderWidth: vars.sizes.focusRingWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    selectors: {
      [`${radio}[data-selected] &`]: {
        borderColor: vars.color.primaryText,
        borderWidth: selectedRing,
      },
    },
  });

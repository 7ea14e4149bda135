import { style } from '@vanilla-extract/css';
import * as recipes from '../../theme/recipes.css';
import { vars } from '../../theme/vars.css';
import * as select from '../select-field/select-field.css';
import * as text from '../text-field/text-field.css';

// The field looks like the form's text fields (label, bordered input, help, error) and lists like its
// selects (the same popover and options).

// The text field's root class, so its state selectors ([data-invalid], [data-disabled]) apply here too.
export const root = text.root;
export const label = text.label;
export const control = style([text.control, { paddingInlineEnd: vars.space.xs }]);
export const input = text.input;
export const description = text.description;
export const error = text.error;
export const popover = select.popover;
export const listBox = select.listBox;
export const option = select.option;

export const toggle = style({
  ...recipes.iconButton,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { '&[data-focus-visible]': recipes.focusRingFlush },
});

/** The 'Crear categoría "…"' option stands apart from the store's categories. */
export const createOption = style([select.option, { color: vars.color.primaryText }]);

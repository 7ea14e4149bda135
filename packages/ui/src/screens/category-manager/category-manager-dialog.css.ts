import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import * as dialog from '../../components/confirm-dialog/confirm-dialog.css';

// The frame of the app's dialogs (overlay, modal, heading, text, actions), wider for a list.
export const overlay = dialog.overlay;
export const modal = style([dialog.modal, { maxWidth: vars.sizes.formColumn }]);
export const dialogBox = dialog.dialog;
export const title = dialog.title;
export const text = dialog.text;
export const actions = dialog.actions;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '50vh',
  overflowY: 'auto',
});

export const row = style({
  paddingBlock: vars.space.sm,
  borderBottomWidth: vars.sizes.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.divider,
});

export const name = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const count = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const rowActions = style({ marginInlineStart: 'auto' });

export const renameForm = style({ width: '100%' });

export const confirm = style({
  margin: 0,
  flex: 1,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

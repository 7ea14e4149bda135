import { lazy } from 'react';
import { Button } from '../button';
import { OpenedOnce } from '../lazy-overlay';
import * as styles from './confirm-dialog.css';
import { confirmDialogBody } from './confirm-dialog-loader';

const Body = lazy(confirmDialogBody.preload);

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Heading, e.g. `es.products.deleteDialog.title`. */
  title: string;
  /** Explanation under the heading. */
  text: string;
  /** Text of the confirming button. */
  confirmLabel: string;
  /** Text of the dismissing button. */
  cancelLabel: string;
  /** Called by the confirming button; the dialog closes through `onCancel`/`isOpen`. */
  onConfirm: () => void;
  /** Called by the dismissing button, Escape or a click outside. */
  onCancel: () => void;
}

/**
 * A modal alert dialog asking to confirm one action (focus trapped, Escape cancels). Its code loads
 * when it first opens (or earlier through `preloadConfirmDialog`); it stays mounted after, so
 * closing animates.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OpenedOnce isOpen={props.isOpen}>
      <Body {...props} styles={styles} Button={Button} />
    </OpenedOnce>
  );
}

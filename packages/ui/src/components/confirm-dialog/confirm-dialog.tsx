import { lazy } from 'react';
import { Button } from '../button';
import { OpenedOnce } from '../lazy-overlay';
import * as styles from './confirm-dialog.css';
import { confirmDialogBody } from './confirm-dialog-loader';
import type { ConfirmDialogProps } from './confirm-dialog-props';

const Body = lazy(confirmDialogBody.preload);

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

import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button';
import * as styles from './confirm-dialog.css';

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

/** A modal alert dialog asking to confirm one action (focus trapped, Escape cancels). */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>
            {/* WAI-ARIA alert dialog pattern: focus starts on the least destructive action. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button variant="ghost" onPress={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant="secondary" onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

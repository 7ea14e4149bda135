import { Dialog, Modal, ModalOverlay, type DialogProps } from 'react-aria-components';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called when the dialog asks to close: Escape or a click outside. */
  onDismiss: () => void;
  /** The dialog's classes: the overlay, the paper and the column inside (`recipes.dialog`). */
  classNames: { overlay: string; modal: string; dialog: string };
  /** `alertdialog` for a dialog that asks to confirm an action. */
  role?: DialogProps['role'];
  /** The content; a function receives `close`. */
  children: DialogProps['children'];
}

/**
 * The frame of the library's modal dialogs: react-aria's overlay, modal and dialog (focus trapped,
 * dismissed by Escape or a click outside). No stylesheet here: lazy dialog bodies use it, and their
 * classes come from their eager side.
 */
export function ModalDialog({ isOpen, onDismiss, classNames, role, children }: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      isDismissable
      className={classNames.overlay}
    >
      <Modal className={classNames.modal}>
        <Dialog role={role} className={classNames.dialog}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

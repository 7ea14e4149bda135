/** Props of `ConfirmDialog` (its own module: the wrapper and its lazy body both need them). */
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

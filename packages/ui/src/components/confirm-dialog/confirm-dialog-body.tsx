// Loaded by ConfirmDialog on first opening (react-aria's modal stack is not needed before). Classes
// and the styled Button come from the eager wrapper: a `.css.ts` import here, even through Button,
// would split the library's single stylesheet.
import { Heading } from 'react-aria-components';
import type { Button as ButtonComponent } from '../button';
import { ModalDialog } from '../modal-dialog';
import type * as stylesheet from './confirm-dialog.css';
import type { ConfirmDialogProps } from './confirm-dialog-props';

/** The dialog itself, loaded on first opening by {@link ConfirmDialog}. */
export default function ConfirmDialogBody({
  isOpen,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  styles,
  Button,
}: ConfirmDialogProps & { styles: typeof stylesheet; Button: typeof ButtonComponent }) {
  return (
    <ModalDialog isOpen={isOpen} onDismiss={onCancel} classNames={styles} role="alertdialog">
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
    </ModalDialog>
  );
}

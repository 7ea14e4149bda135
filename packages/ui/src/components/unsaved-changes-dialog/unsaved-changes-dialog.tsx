import { es } from '../../i18n/es';
import { ConfirmDialog } from '../confirm-dialog';

const t = es.unsavedChanges;

/** Props of {@link UnsavedChangesDialog}. */
export interface UnsavedChangesDialogProps {
  /** Whether the dialog is open: the user asked to leave a form with changes that are not saved. */
  isOpen: boolean;
  /** 'Seguir editando', Escape or a click outside: the user stays on the form. */
  onStay: () => void;
  /** 'Salir sin guardar': the user leaves, losing the changes. */
  onLeave: () => void;
}

/**
 * 'Tienes cambios sin guardar': asks before leaving a form with changes that are not saved, with
 * 'Seguir editando' (focused first) and 'Salir sin guardar'. The host decides when to open it.
 */
export function UnsavedChangesDialog({ isOpen, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t.title}
      text={t.text}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}

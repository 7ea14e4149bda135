export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './unsaved-changes-dialog';

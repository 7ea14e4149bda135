export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { preloadConfirmDialog } from './confirm-dialog-loader';

export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog-props';
export { preloadConfirmDialog } from './confirm-dialog-loader';

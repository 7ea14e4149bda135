export { CategoryManagerDialog, type CategoryManagerDialogProps } from './category-manager-dialog';

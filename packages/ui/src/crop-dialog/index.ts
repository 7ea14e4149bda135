export { CropDialog, CROP_INITIAL_ZOOM, type CropDialogProps } from './crop-dialog';

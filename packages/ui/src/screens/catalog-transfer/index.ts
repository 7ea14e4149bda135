export {
  CatalogImportDialog,
  CatalogImportRefusal,
  type CatalogImportDialogProps,
} from './catalog-import-dialog';
export { CatalogExportDialog, type CatalogExportDialogProps } from './catalog-export-dialog';
export type {
  CatalogExportFormat,
  CatalogFileFormat,
  CatalogImportIgnoredImage,
  CatalogImportOutcome,
  CatalogImportPreview,
  CatalogImportRowError,
  CatalogImportSampleRow,
  CatalogImportWarning,
} from './types';

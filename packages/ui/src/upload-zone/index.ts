export {
  UploadZone,
  isStoredMedia,
  type StoredUploadMedia,
  type UploadItem,
  type UploadZoneProps,
  type UploadZoneRule,
} from './upload-zone';

export { UploadZone, type UploadZoneProps, type UploadZoneRule } from './upload-zone';

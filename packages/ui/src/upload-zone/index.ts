export * from './upload-zone';

export * from './http';

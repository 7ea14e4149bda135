export * from './store-layout';

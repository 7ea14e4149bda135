export * from './category-field';

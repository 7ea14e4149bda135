export * from './quantity-field';

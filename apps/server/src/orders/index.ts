// Storefront orders: the service the order call (routes/storefront) and the store pages use.
export * from './create.js';
export * from './expire.js';
export * from './host.js';
export * from './manage.js';
export * from './read.js';
export * from './quote.js';

// The store home rendered on every request (what ours does: the page reads the catalogue each time).
export { generateMetadata, StoreHome as default } from './store-home.jsx';

export const dynamic = 'force-dynamic';

// The same store home cached by Next and regenerated at most once a minute (ISR), as a Next.js store
// would usually ship a page whose data changes rarely; measured for pages/s only.
export { generateMetadata, StoreHome as default } from '../store-home.jsx';

export const revalidate = 60;

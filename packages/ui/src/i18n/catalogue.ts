/**
 * The sections of the Spanish catalogue, one module per screen (read through `es` in ./es.ts). A
 * bundler places each module with the pages that read it: the sign-in page does not carry the product
 * form's texts, nor the product-form rules its messages come from.
 */
export { common } from './sections/common';
export { toaster } from './sections/toaster';
export { login } from './sections/login';
export { verify } from './sections/verify';
export { linkSignIn } from './sections/link-sign-in';
export { personalInfo } from './sections/personal-info';
export { storeInfo } from './sections/store-info';
export { createSuccess } from './sections/create-success';
export { home } from './sections/home';
export { shell } from './sections/shell';
export { notifications } from './sections/notifications';
export { products } from './sections/products';
export { catalogTransfer } from './sections/catalog-transfer';
export { productForm } from './sections/product-form';
export { categories } from './sections/categories';
export { store } from './sections/store';
export { storeLook } from './sections/store-look';
export { cropDialog } from './sections/crop-dialog';
export { account } from './sections/account';
export { countryPicker } from './sections/country-picker';
export { subscription } from './sections/subscription';
export { sales } from './sections/sales';
export { orders } from './sections/orders';
export { checkout } from './sections/checkout';
export { users } from './sections/users';
export { app } from './sections/app';
export { errors } from './sections/errors';
export { unsavedChanges } from './sections/unsaved-changes';
export { saleSettings } from './sections/sale-settings';

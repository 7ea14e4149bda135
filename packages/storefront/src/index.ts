export * from './model';
export { es, type StorefrontCatalogue } from './i18n/es';
export * from './cart-cookie';
export {
  Document,
  jsonForScript,
  type DocumentProps,
  type StorefrontAssets,
} from './document/document';
export * from './document/meta';
export { accentStyle } from './theme/accent';
export { StoreLayout, type StoreLayoutProps } from './components/store-layout';
export { Picture, type PictureLoading, type PictureProps } from './components/picture';
export { PreviewBanner, type PreviewReason } from './components/preview-banner';
export {
  StoreHomePage,
  homeHref,
  type StoreHomePageProps,
} from './pages/store-home/store-home-page';
export {
  ProductPage,
  CART_ACTIONS,
  OPTION_BUTTONS_MAX,
  choiceState,
  optionField,
  type CartAction,
  type ProductPageProps,
} from './pages/product/product-page';
export { CartPage, ORDER_FIELDS, type CartPageProps } from './pages/cart/cart-page';
export { CartSaleFragment, QUOTE_PATH, SALE_FIELDS } from './pages/cart/cart-sale';
export { OrderPage, type OrderPageProps } from './pages/order/order-page';
export { NotFoundPage, type NotFoundPageProps } from './pages/not-found/not-found-page';

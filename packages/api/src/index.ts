// Public entry of @panel/api.
export {
  createPanelClient,
  devUrl,
  formDataBody,
  dataOf,
  expectOk,
  DEV_PORTS,
  type PanelClient,
  type PanelClientOptions,
} from './client';
export {
  ApiError,
  ERROR_CODES,
  isApiError,
  isErrorCode,
  statusTextOf,
  type ErrorCode,
} from './errors';
export {
  createPanelQueryClient,
  panelQueryDefaults,
  retryDelay,
  shouldRetry,
  GC_TIME,
  MAX_RETRIES,
  SEARCH_DEBOUNCE_MS,
  STALE_TIMES,
} from './cache';
export { PanelApiProvider, usePanelClient, type PanelApiProviderProps } from './context';
export { useDebouncedValue } from './hooks/use-debounced-value';
export {
  authKeys,
  configKeys,
  notificationKeys,
  orderKeys,
  productKeys,
  storeKeys,
} from './queries/keys';
export {
  fetchVerify,
  verifyQuery,
  userInfoQuery,
  googleSignInMutation,
  requestCodeMutation,
  submitEmailCodeMutation,
  submitEmailLinkMutation,
  submitPersonalInfoMutation,
  submitStoreInfoMutation,
  logoutMutation,
  useVerify,
  useUserInfo,
  useGoogleSignIn,
  useRequestCode,
  useSubmitEmailCode,
  useSubmitEmailLink,
  useSubmitPersonalInfo,
  useSubmitStoreInfo,
  useLogout,
} from './queries/auth';
export { configQuery, useConfig } from './queries/config';
export { updateAccountMutation, useUpdateAccount } from './queries/account';
export {
  storeQuery,
  checkoutQuery,
  updateStoreMutation,
  updateCheckoutMutation,
  useStore,
  useCheckout,
  useUpdateStore,
  useUpdateCheckout,
} from './queries/stores';
export {
  DEFAULT_PRODUCT_LIST_PARAMS,
  normalizeProductListParams,
  productsListQuery,
  productsCountQuery,
  productQuery,
  invalidateProducts,
  deleteProductMutation,
  createProductMutation,
  updateProductMutation,
  useProducts,
  useProductsCount,
  useProduct,
  useDeleteProduct,
  useCreateProduct,
  useUpdateProduct,
} from './queries/products';
export {
  DEFAULT_ORDER_LIST_PARAMS,
  normalizeOrderListParams,
  ordersListQuery,
  orderQuery,
  changeOrderStatusMutation,
  useOrders,
  useOrder,
  useChangeOrderStatus,
} from './queries/orders';
export {
  notificationsQuery,
  markNotificationsReadMutation,
  useNotifications,
  useMarkNotificationsRead,
} from './queries/notifications';
export {
  ANALYTICS_PATHS,
  PAGE_VIEW_EVENT,
  REFERRER_STORAGE_KEY,
  analyticsOrigin,
  analyticsPath,
  createAnalytics,
  disabledAnalytics,
  matchesPattern,
  patternToRegExp,
  sendAnalytics,
  type AnalyticsData,
  type AnalyticsEventBody,
  type AnalyticsIdentifyBody,
  type AnalyticsOptions,
  type AnalyticsTracker,
  type AnalyticsUser,
} from './analytics';
export type * from './types';
export type { paths, components, operations } from './schema';

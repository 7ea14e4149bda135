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
  categoryKeys,
  configKeys,
  couponKeys,
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
  useVerify,
  useUserInfo,
  useGoogleSignIn,
  useRequestCode,
} from './queries/auth';
export {
  emailLinkAccountQuery,
  useEmailLinkAccount,
  submitEmailLinkMutation,
  submitEmailCodeMutation,
  submitPersonalInfoMutation,
  submitStoreInfoMutation,
  logoutMutation,
  useSubmitEmailCode,
  useSubmitEmailLink,
  useSubmitPersonalInfo,
  useSubmitStoreInfo,
  useLogout,
} from './queries/auth-steps';
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
export { updatePersonalizationMutation, useUpdatePersonalization } from './queries/personalization';
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
  categoriesQuery,
  createCategoryMutation,
  renameCategoryMutation,
  deleteCategoryMutation,
  useCategories,
  useCreateCategory,
  useRenameCategory,
  useDeleteCategory,
} from './queries/categories';
export {
  couponsQuery,
  createCouponMutation,
  updateCouponMutation,
  deactivateCouponMutation,
  deleteCouponMutation,
  useCoupons,
  useCreateCoupon,
  useUpdateCoupon,
  useDeactivateCoupon,
  useDeleteCoupon,
} from './queries/coupons';
export {
  deliverySettingsQuery,
  paymentSettingsQuery,
  updateDeliverySettingsMutation,
  updatePaymentSettingsMutation,
  useDeliverySettings,
  usePaymentSettings,
  useUpdateDeliverySettings,
  useUpdatePaymentSettings,
} from './queries/sale-settings';
export { reportSummaryQuery, useReportSummary } from './queries/reports';
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
  matchesPattern,
  patternToRegExp,
  sendAnalytics,
  type AnalyticsEventBody,
  type AnalyticsIdentifyBody,
  type AnalyticsOptions,
} from './analytics';
export {
  disabledAnalytics,
  type AnalyticsData,
  type AnalyticsTracker,
  type AnalyticsUser,
} from './analytics-tracker';
export type * from './types';
export type { paths, components, operations } from './schema';

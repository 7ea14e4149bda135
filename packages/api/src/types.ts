// Named aliases of the contract's schemas, so consumers never spell `components['schemas'][…]`.
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type Store = Schemas['Store'];
export type StoreDetails = Schemas['StoreDetails'];
export type StoreConfiguration = Schemas['StoreConfiguration'];
export type StoreCurrencies = Schemas['StoreCurrencies'];
export type OnboardingLevel = Schemas['OnboardingLevel'];
export type UserInfo = Schemas['UserInfo'];
export type SignInResult = Schemas['SignInResult'];
/** The masked address a sign-in link signs into, and whether the browser is signed in to another account. */
export type EmailLinkAccount = Schemas['EmailLinkAccount'];
/** What the sign-in mail carries: a 4-digit code, or (the address's wrong-code budget spent) a link. */
export type CodeDelivery = 'code' | 'link';
export type RuntimeConfig = Schemas['RuntimeConfig'];
export type MetricPeriod = Schemas['MetricPeriod'];
export type MetricFigure = Schemas['MetricFigure'];
export type DashboardSummary = Schemas['DashboardSummary'];
export type Checkout = Schemas['Checkout'];
/** The store's look on its storefront: accent colour and one-line description. */
export type StorePersonalization = Schemas['StorePersonalization'];
export type CheckoutType = Schemas['CheckoutType'];
export type CheckoutMessage = Schemas['CheckoutMessage'];
export type Prices = Schemas['Prices'];
export type ProductStatus = Schemas['ProductStatus'];
export type ProductType = Schemas['ProductType'];
export type ProductSortField = Schemas['ProductSortField'];
export type SortType = Schemas['SortType'];
export type ProductListItem = Schemas['ProductListItem'];
export type ProductPage = Schemas['ProductPage'];
export type ProductMedia = Schemas['ProductMedia'];
export type Product = Schemas['Product'];
export type Category = Schemas['Category'];
/** Body of POST /products/categories/create and PUT /products/categories/update/{id}. */
export type CategoryInput = Schemas['CategoryForm'];
/** A discount code with its uses so far (issue 23). */
export type Coupon = Schemas['Coupon'];
export type CouponKind = Schemas['CouponKind'];
/** Body of POST /coupons/create and PUT /coupons/update/{id}. */
export type CouponInput = Schemas['CouponForm'];
export type DeliverySettings = Schemas['DeliverySettings'];
export type DeliveryOptionData = Schemas['DeliveryOption'];
export type DeliverySettingsInput = Schemas['DeliverySettingsForm'];
export type PaymentSettings = Schemas['PaymentSettings'];
export type PaymentMethodData = Schemas['PaymentMethod'];
export type PaymentSettingsInput = Schemas['PaymentSettingsForm'];
export type Notification = Schemas['Notification'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderDelivery = Schemas['OrderDelivery'];
export type OrderListItem = Schemas['OrderListItem'];
export type OrderPage = Schemas['OrderPage'];
export type OrderDetails = Schemas['OrderDetails'];
export type OrderDetailsLine = Schemas['OrderDetailsLine'];
export type OrderStatusChange = Schemas['OrderStatusChange'];

/** Body of POST /auth/google. */
export type GoogleSignInInput = NonNullable<
  operations['authGoogle']['requestBody']
>['content']['application/json'];
/** Multipart body of PUT /accounts/update. */
export type AccountUpdateInput = NonNullable<
  operations['accountsUpdate']['requestBody']
>['content']['multipart/form-data'];
/** Multipart body of PUT /accounts/store/update. */
export type StoreUpdateInput = NonNullable<
  operations['accountsStoreUpdate']['requestBody']
>['content']['multipart/form-data'];
/** Multipart body of POST /products/create. */
export type ProductCreateInput = Schemas['ProductForm'];
/** Multipart body of PUT /products/update/{id}. */
export type ProductUpdateInput = Schemas['ProductUpdateForm'];
/** Query of GET /products (offset/limit paging, sort, search). */
export type ProductListParams = NonNullable<operations['productsList']['parameters']['query']>;
/** Query of GET /orders (status filter, search, offset/limit paging). */
export type OrderListParams = NonNullable<operations['ordersList']['parameters']['query']>;

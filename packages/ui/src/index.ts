// The only public entry of @panel/ui. The theme contract also has its own light entry,
// `@panel/ui/theme`, for `.css.ts` files (importing this barrel from a `.css.ts` would make
// vanilla-extract evaluate Radix and react-aria at build time).
export { PanelProvider, type PanelProviderProps } from './provider/panel-provider';
export {
  toast,
  type ToastId,
  type ToastOptions,
  type ToastPromiseMessages,
} from './provider/toast';
export { toastSettings } from './provider/toast-settings';
export { es, type Catalogue } from './i18n/es';
export { TextField, type TextFieldProps } from './components/text-field';
export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './components/button';
export {
  vars,
  breakpoints,
  breakpointNames,
  media,
  type PanelVars,
  type Breakpoint,
} from './theme';
// Layout primitives (on the theme's space scale) that every screen is composed of.
export {
  Card,
  Columns,
  Inline,
  Section,
  Stack,
  type BoxTag,
  type CardProps,
  type ColumnTemplate,
  type ColumnsProps,
  type InlineProps,
  type SectionProps,
  type Space,
  type StackProps,
} from './layout';
// Screens I: sign-in, onboarding, home, shell.
export { LoginScreen, type LoginScreenProps } from './screens/login';
export {
  VerifyScreen,
  VERIFY_SERVER_ERRORS,
  type CodeDelivery,
  type VerifyScreenProps,
  type ServerErrorReason,
} from './screens/verify';
export {
  LinkSignInScreen,
  LINK_SIGN_IN_SERVER_ERRORS,
  LINK_STATUSES,
  type LinkSignInScreenProps,
  type LinkStatus,
} from './screens/link-sign-in';
export { PersonalInfoScreen, type PersonalInfoScreenProps } from './screens/personal-info';
export {
  StoreInfoScreen,
  LINK_IS_TAKEN,
  type StoreInfoScreenProps,
  type StoreInfoValues,
} from './screens/store-info';
export { CreateSuccessScreen, type CreateSuccessScreenProps } from './screens/create-success';
export {
  HomeScreen,
  HomePlaceholder,
  homeHrefs,
  homePeriods,
  type HomeMetric,
  type HomeMetrics,
  type HomePeriod,
  type HomeScreenProps,
  type FirstOrderProgress,
} from './screens/home';
export { Logo, type LogoProps } from './components/logo';
export { AppShell, shellHrefs, type AppShellProps } from './shell';
export {
  NotificationsMenu,
  notificationSources,
  type NotificationsMenuProps,
  type PanelNotification,
  type PanelNotificationSource,
} from './notifications';
export {
  SubscriptionModal,
  type SubscriptionModalProps,
  type ExtraCapacityChoice,
} from './subscription-modal';
// Screens II: products, product form, store and account profiles, checkout, plans, sales, users.
// Each screen is prop-driven (data and async callbacks in) and documented on its component.
export {
  OrdersScreen,
  OrderDetailScreen,
  OrderStatusChip,
  type OrdersScreenProps,
  type OrderStatus as OrdersScreenStatus,
  type OrderDetailScreenProps,
  type OrderListItem as OrdersScreenItem,
  type OrderDetails as OrderDetailsData,
  type OrderFilter as OrdersScreenFilter,
  OrderBreakdownList,
  type OrderBreakdownListProps,
  type OrderBreakdownValue,
} from './screens/orders';
export {
  ProductListScreen,
  type ProductListScreenProps,
  type ProductListItem,
  type ProductListSort,
  type ProductSortField,
} from './screens/products';
export {
  CatalogImportDialog,
  CatalogImportRefusal,
  CatalogExportDialog,
  type CatalogImportDialogProps,
  type CatalogExportDialogProps,
  type CatalogExportFormat,
  type CatalogFileFormat,
  type CatalogImportIgnoredImage,
  type CatalogImportOutcome,
  type CatalogImportPreview,
  type CatalogImportRowError,
  type CatalogImportSampleRow,
  type CatalogImportWarning,
} from './screens/catalog-transfer';
export {
  ProductFormScreen,
  type ProductFormScreenProps,
  type ProductFormValues,
  type ProductFormPrices,
  type ProductFormType,
  type ProductFormStatus,
  VariantsSection,
  VARIANTS_PAGE_SIZE,
  type VariantsSectionProps,
  type VariantsErrors,
  type ProductFormOption,
  type ProductFormVariant,
} from './screens/product-form';
export { CategoryManagerDialog, type CategoryManagerDialogProps } from './screens/category-manager';
export {
  StoreProfileScreen,
  type StoreProfileScreenProps,
  type StoreProfile,
  type StoreProfileSaveValues,
  PersonalizationForm,
  type PersonalizationFormProps,
  type PersonalizationValues,
} from './screens/store-profile';
export {
  AccountProfileScreen,
  type AccountProfileScreenProps,
  type AccountProfile,
  type AccountProfileSaveValues,
} from './screens/account-profile';
export { type FieldRefusal } from './screens/field-refusal';
export {
  CheckoutScreen,
  type CheckoutScreenProps,
  type CheckoutValues,
  type CheckoutMessage,
  type CheckoutHoldMinutes,
} from './screens/checkout';
export {
  CheckoutTabs,
  CHECKOUT_TABS,
  type CheckoutTab,
  type CheckoutTabsProps,
  DeliverySettingsScreen,
  type DeliverySettingsScreenProps,
  type DeliveryOptionValue,
  type DeliveryOptionForm,
  PaymentSettingsScreen,
  type PaymentSettingsScreenProps,
  type PaymentMethodValue,
  type PaymentMethodForm,
  CouponsScreen,
  type CouponsScreenProps,
  type CouponValue,
  type CouponFormValues,
} from './screens/sale-settings';
export {
  SubscriptionScreen,
  type SubscriptionScreenProps,
  type SubscriptionPlan,
} from './screens/subscription';
export { SalesScreen, type SalesScreenProps } from './screens/sales';
export { UsersScreen } from './screens/users';
// Pieces of those screens that an embedding product may reuse.
export { CropDialog, CROP_INITIAL_ZOOM, type CropDialogProps } from './crop-dialog';
export {
  CountryPicker,
  PhoneField,
  flagEmoji,
  type CountryPickerProps,
  type PhoneFieldProps,
  type PickedCountry,
} from './country-picker';
export {
  UploadZone,
  isStoredMedia,
  type StoredUploadMedia,
  type UploadItem,
  type UploadZoneProps,
  type UploadZoneRule,
} from './upload-zone';
export { Switch, type SwitchProps } from './components/switch';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field';
export {
  CategoryField,
  CATEGORY_EXISTS,
  CATEGORIES_LIMIT,
  type CategoryFieldProps,
  type CategoryOption,
} from './components/category-field';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export {
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from './components/unsaved-changes-dialog';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { Icon, type IconName, type IconProps } from './components/icon';

// Business constants and limits of the spec (§9). UI sizes that are design tokens (radius, breakpoints,
// avatar size, toast geometry) live in @panel/ui's theme, not here.

/** Default product limit of a store (overridable on the server by PRODUCTS_LIMIT). */
export const PRODUCTS_LIMIT_DEFAULT = 100;

/** The paid plan: $25 per month, 105 products. */
export const PRO_PLAN = { id: 'pro', price: 25, products: 105 } as const;

/** The free plan: $0 per month. */
export const FREE_PLAN = { id: 'basic', price: 0 } as const;

/** Number of digits of the e-mail one-time code. */
export const CODE_LENGTH = 4;

/** Seconds between two code requests; also the code countdown. */
export const RESEND_COOLDOWN_SECONDS = 120;

/** How long the code boxes stay in the error state after a failed verification. */
export const CODE_ERROR_MS = 1500;

/** Delay before the success screen redirects to the home route. */
export const SUCCESS_REDIRECT_MS = 5000;

/** Step between two fading lines of the success screen. */
export const FADE_STEP_MS = 250;

/** Minimum length of a store name (onboarding). */
export const STORE_NAME_MIN_LENGTH = 3;

/** Minimum length of a store link. */
export const STORE_LINK_MIN_LENGTH = 5;

/** Maximum length of a product description; input beyond it is ignored. */
export const DESCRIPTION_MAX = 1500;

/** Upload limits of the product form (§5): only type and count are checked. */
export const UPLOAD = {
  /** Most files in one product (10 images plus 1 video). */
  maxFiles: 11,
  maxImages: 10,
  maxVideos: 1,
  /** Most preview tiles shown. */
  previewTiles: 10,
  /** MIME types accepted by the check (SVG is named in the hint box but not accepted). */
  acceptedMimeTypes: ['image/jpeg', 'image/png', 'image/jpg', 'video/mp4', 'video/mpeg'],
  /** Shown in the hint box only; not checked. */
  minImageSize: { width: 800, height: 600 },
  /** Shown in the hint box only; not checked. */
  minVideoSize: { width: 1280, height: 720 },
} as const;

/** Debounce of the product search box. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Sort directions of the product table. */
export type SortType = 'asc' | 'desc';

/** View state of the product table: rows per page, 0-based page, query and sort. */
export interface TableViewState {
  rowsPerPage: number;
  page: number;
  query: string;
  sort: { field: string; type: SortType };
}

/** Default view state of the product table: 10 rows, page 0, no query, name ascending. */
export const TABLE_DEFAULTS = {
  rowsPerPage: 10,
  page: 0,
  query: '',
  sort: { field: 'name', type: 'asc' },
} as const satisfies TableViewState;

/** Page sizes offered by the product list. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;

/** Rows of the loading skeleton of the product list. */
export const LOADING_SKELETON_ROWS = 5;

/** Most notifications listed in the notifications menu. */
export const NOTIFICATION_MENU_CAP = 10;

/** Sidebar trial banner: progress bar percent, days left of the offer and its discount percent. */
export const TRIAL_BANNER = { progressPercent: 70, offerDays: 5, discountPercent: 20 } as const;

/** Onboarding level of a fresh user. */
export const DEFAULT_ONBOARDING_LEVEL = '0';

/** Checkout type of a store that has not chosen one. */
export const DEFAULT_CHECKOUT_TYPE = 'whatsapp';

/** Default country (ISO 3166-1 alpha-2) of a user. */
export const DEFAULT_COUNTRY = 'US';

/** Default calling code, with its '+'. */
export const DEFAULT_CALLING_CODE = '+1';

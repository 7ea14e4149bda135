/**
 * The storefront's class names, fixed strings rather than vanilla-extract's generated ones: the pages are
 * rendered by the server with plain Node (tsx, tsup, vitest), which cannot evaluate `.css.ts` files, while
 * the stylesheet is compiled once from the `.css.ts` files (`globalStyle` on these names) by the package
 * build and by Storybook. Short, `sf-` prefixed: they are repeated in every card of every page.
 */
export const cx = {
  /** On <body>: scopes the element styles (fonts, links, focus ring) to store pages. */
  root: 'sf',
  // layout
  skip: 'sf-skip',
  header: 'sf-hd',
  bar: 'sf-bar',
  brand: 'sf-brand',
  logo: 'sf-logo',
  cartLink: 'sf-cartlink',
  main: 'sf-main',
  footer: 'sf-ft',
  /** The store's description under its name on the home. */
  tagline: 'sf-tagline',
  container: 'sf-wrap',
  narrow: 'sf-narrow',
  stack: 'sf-stack',
  // primitives
  button: 'sf-btn',
  primary: 'sf-btn-p',
  secondary: 'sf-btn-s',
  whatsapp: 'sf-btn-w',
  block: 'sf-btn-block',
  field: 'sf-field',
  label: 'sf-label',
  hint: 'sf-hint',
  input: 'sf-input',
  fieldError: 'sf-ferr',
  notice: 'sf-notice',
  warning: 'sf-notice-w',
  errorBox: 'sf-notice-e',
  badge: 'sf-badge',
  srOnly: 'sf-sr',
  price: 'sf-price',
  muted: 'sf-muted',
  // home
  toolbar: 'sf-toolbar',
  search: 'sf-search',
  grid: 'sf-grid',
  card: 'sf-card',
  cardMedia: 'sf-card-m',
  cardBody: 'sf-card-b',
  cardName: 'sf-card-n',
  noPicture: 'sf-nopic',
  pagination: 'sf-pages',
  // product
  product: 'sf-product',
  gallery: 'sf-gallery',
  thumbs: 'sf-thumbs',
  info: 'sf-info',
  buyForm: 'sf-buy',
  /** A product option's group of choices (issue 22): buttons (radios) or a select. */
  option: 'sf-opt',
  choices: 'sf-choices',
  choice: 'sf-choice',
  stepper: 'sf-stepper',
  stepperButton: 'sf-step',
  quantity: 'sf-qty',
  actions: 'sf-actions',
  description: 'sf-desc',
  /** The merchant's preview banner (issue 21). */
  preview: 'sf-preview',
  // cart
  cart: 'sf-cart',
  lines: 'sf-lines',
  line: 'sf-line',
  lineThumb: 'sf-line-t',
  lineInfo: 'sf-line-i',
  lineForms: 'sf-line-f',
  totals: 'sf-totals',
  panel: 'sf-panel',
  radios: 'sf-radios',
  radio: 'sf-radio',
  honeypot: 'sf-hp',
  /** The cart's sale (issue 23): an option's text, name and fee, the coupon's row, the breakdown. */
  optionText: 'sf-otext',
  optionName: 'sf-oname',
  inline: 'sf-inline',
  address: 'sf-addr',
  summary: 'sf-sum',
  summaryRow: 'sf-sum-r',
  summaryTotal: 'sf-sum-t',
  freeHint: 'sf-free',
  /** The order page's payment card (issue 23): a value with its copy button, the Pix QR, the prompt. */
  payValue: 'sf-payv',
  breakdownRow: 'sf-bd-r',
  breakdownTotal: 'sf-bd-t',
  qr: 'sf-qr',
  ask: 'sf-ask',
  // order
  table: 'sf-table',
  message: 'sf-msg',
} as const;

/** Joins class names, skipping falsy ones. */
export const cn = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ');

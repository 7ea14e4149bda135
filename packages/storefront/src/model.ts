// The storefront's view model: what the server reads from the database and hands to the page components.
// It is the contract between apps/server (queries, orders) and @panel/storefront (rendering). It holds only
// what a customer may see: never cost, utility, exact stock counts, drafts, hidden products or the owner.
import type { DeliveryKind, OrderBreakdown, PaymentDetail, PaymentMethodType } from '@panel/domain';

/** One picture as the page shows it: a JPEG/PNG fallback plus WebP sizes made at upload. */
export interface StoreImage {
  /** Fallback URL (absolute path on the store host, e.g. `/media/…`). */
  src: string;
  /** `srcset` of the WebP sizes (`/media/…-320.webp 320w, …`); empty when no sizes exist yet. */
  srcSet: string;
  /** Intrinsic size of the original, so the page reserves its box (no layout shift). */
  width: number;
  height: number;
  /** The JPEG made for link previews (og:image), absolute path on the store host, with its size. */
  preview?: { src: string; width: number; height: number } | null;
}

/** A video of a product (MP4). */
export interface StoreVideo {
  src: string;
  /** Its poster frame (made at upload), shown before it plays; null for a video stored without one. */
  poster: string | null;
}

/** The store as every page shows it. */
export interface StoreSummary {
  name: string;
  link: string;
  /** The store's own origin, e.g. `http://mitienda.localhost:3000` (canonical URLs, og:url). */
  origin: string;
  picture: StoreImage | null;
  /** False when the checkout has no WhatsApp number saved: products show, ordering explains why not. */
  takingOrders: boolean;
  /** ISO 4217 code of the prices (the store country's currency), or null when not known. */
  currency: string | null;
  /** ISO 3166-1 alpha-2 code of the store's country: how its prices are written ('$12,500.00' in MX). */
  country: string;
  /** IANA time zone of the store's days and clock (the order page's hold time). */
  timeZone: string;
  /** The merchant's accent colour (lower-case `#rrggbb`) for buttons and links; null: the default. */
  accentColor: string | null;
  /** One line under the store's name on its home; '' for none. */
  description: string;
  /**
   * Digits of the store's WhatsApp number as wa.me wants them, for the footer's contact button; null
   * when the checkout has no number (no button).
   */
  whatsapp: string | null;
}

/** A category with at least one published product. */
export interface StoreCategory {
  id: string;
  name: string;
}

/** A product as a card of the store home. */
export interface ProductCard {
  id: string;
  slug: string;
  name: string;
  /**
   * Retail price in currency units (two decimals); on a card of a product with options, the lowest of
   * its offered variants' prices.
   */
  price: number;
  /** The offered variants' prices differ (issue 22): the card says 'Desde' before the lowest. */
  priceFrom?: boolean;
  picture: StoreImage | null;
  /** Stock is managed, at 0, and selling without stock is off ('Agotado'). */
  soldOut: boolean;
}

/** An option of a product as its page offers it (issue 22): 'Talle' and its values in order. */
export interface StoreOption {
  name: string;
  /** `offered`: some offered variant has the value (else it is shown marked, not choosable). */
  values: { value: string; offered: boolean }[];
}

/** An offered variant of a product (issue 22): never its stock count, only whether it is sold out. */
export interface StoreVariant {
  id: string;
  /** One value per option, in the options' order. */
  values: string[];
  /** 'Talle M, Negro'. */
  label: string;
  /** Its price in currency units (the product's unless it has its own). */
  price: number;
  soldOut: boolean;
  /** Its own picture (one of the product's), or null: the product's pictures. */
  picture: StoreImage | null;
}

/** A product's own page. */
export interface ProductDetail extends ProductCard {
  /** The product's options (issue 22); absent or empty for a product without options. */
  options?: StoreOption[];
  /** Its offered variants; absent or empty without options. */
  variants?: StoreVariant[];
  /** The variant shown (`?v=` or the form's choice; else the first offered, in stock if one is). */
  variant?: StoreVariant | null;
  description: string;
  /**
   * Only when the merchant allows wholesale and set a wholesale price and its minimum quantity (issue 21):
   * the price an order line of `wholesaleMinQuantity` units or more is charged.
   */
  wholesalePrice: number | null;
  /** Units from which `wholesalePrice` applies; null with it. */
  wholesaleMinQuantity: number | null;
  /** Every picture in order (the first is `picture`), and the video if any. */
  pictures: StoreImage[];
  video: StoreVideo | null;
  /** The largest quantity a customer may pick: 999, never an exact stock count. */
  maxQuantity: number;
}

/** Store home `/`. */
export interface StoreHomeData {
  store: StoreSummary;
  products: ProductCard[];
  /** The search as typed (`?q=`). */
  query: string;
  /** The chosen category id (`?categoria=`), or null. */
  categoryId: string | null;
  categories: StoreCategory[];
  /** 1-based page and the number of pages (24 products a page). */
  page: number;
  pageCount: number;
  total: number;
}

/** Delivery of an order. */
export type DeliveryType = 'pickup' | 'delivery';

/** A cart line, priced by the server from the database. */
export interface CartLine {
  productId: string;
  /** The line's variant (issue 22), absent for a product without options. */
  variantId?: string;
  /** The variant as the line names it ('Talle M, Negro'); absent or '' without options. */
  variant?: string;
  slug: string;
  name: string;
  picture: StoreImage | null;
  /** The unit price the order will charge: the wholesale one from its minimum quantity on. */
  unitPrice: number;
  quantity: number;
  subtotal: number;
  soldOut: boolean;
  /** True when `unitPrice` is the product's wholesale price (the line reached its minimum quantity). */
  wholesale?: boolean;
}

/** What the customer typed and chose in the order form (kept when the form comes back). */
export interface OrderFormValues {
  name: string;
  phone: string;
  /** The chosen delivery option's id (issue 23: the store's options replace pickup/delivery); '' none. */
  delivery: string;
  address: string;
  note: string;
  /** The code typed in '¿Tenés un cupón?' ('' none). */
  coupon: string;
  /** The chosen payment method's type ('' none). */
  payment: string;
}

/** Field errors of the order form, in Spanish; `form` is a message for the whole form. */
export type OrderFormErrors = Partial<Record<keyof OrderFormValues | 'form', string>>;

/** A delivery option as the cart offers it (issue 23): never more than a customer may see. */
export interface CartDeliveryOption {
  id: string;
  kind: DeliveryKind;
  /** 'Local Palermo', 'CABA', 'A coordinar por WhatsApp'. */
  name: string;
  /** A Retiro point's address and hours; a zone's note. */
  detail: string | null;
  /** A zone's fee in cents (0: free); Retiro 0; 'coordinar' null (no fee shown). */
  feeCents: number | null;
}

/** A payment method as the cart offers it: its kind, its name and its 'Descuento por medio de pago'. */
export interface CartPaymentMethod {
  type: PaymentMethodType;
  name: string;
  discountPercent: number | null;
}

/**
 * The cart's sale (issue 23): the store's options, and the figures the server priced for the customer's
 * choices (the same call prices the order).
 */
export interface CartSale {
  deliveryOptions: CartDeliveryOption[];
  paymentMethods: CartPaymentMethod[];
  /** The breakdown of the cart with the choices; null when a choice is refused. */
  breakdown: OrderBreakdown | null;
  /** The refused choice and its Spanish reason ('Este cupón no existe', a zone's minimum). */
  refusal: { field: 'coupon' | 'delivery'; error: string } | null;
}

/** Cart `/carrito`. */
export interface CartPageData {
  store: StoreSummary;
  lines: CartLine[];
  total: number;
  values: OrderFormValues;
  errors: OrderFormErrors;
  /**
   * 'Pedir por WhatsApp' from a product page: the order is that product alone (`/carrito?producto=…`),
   * carried by the order form itself, and the saved cart is left untouched. Null for the cart.
   */
  single?: { productId: string; variantId?: string; quantity: number } | null;
  /**
   * Products the server took out of the saved cart because they are no longer available (hidden, draft,
   * deleted): each by name, or null for one it cannot name (an id it does not know).
   */
  removed?: Array<string | null>;
  /** The order form's idempotency key (a random id per rendered form; see ORDER_FIELDS.key). */
  orderKey?: string;
  /**
   * The cart holds as many products as an order takes (MAX_LINES): 'reached', or 'refused' when the
   * product just added was left out for it; null otherwise.
   */
  full?: 'reached' | 'refused' | null;
  /** The store's delivery options, payment methods and the priced breakdown (issue 23); null: none. */
  sale?: CartSale | null;
}

/** A line of a placed order: a snapshot taken when it was ordered. */
export interface OrderLineView {
  name: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
}

/** A static Pix BR Code of an order: its 'copia e cola' text and its QR drawn as an SVG path. */
export interface OrderPix {
  payload: string;
  /** The QR's side in modules, quiet zone included (the SVG's viewBox). */
  size: number;
  /** The dark modules as one SVG path (`d`). */
  path: string;
}

/** How the customer pays an order (issue 23): the chosen method as the store had it when ordered. */
export interface OrderPayment {
  type: PaymentMethodType;
  /** 'Transferencia (alias o CBU/CVU)', 'Efectivo'. */
  name: string;
  /** The values to pay with, each with its copy button's text ('Copiar alias'). */
  details: PaymentDetail[];
  /** A payment link's URL (shown as a button). */
  link: string | null;
  /** A Pix order's BR Code for its total. */
  pix: OrderPix | null;
}

/** Order sent `/pedido/{token}`. */
export interface OrderPageData {
  store: StoreSummary;
  /** The store's order number (1001, 1002, …). */
  number: number;
  lines: OrderLineView[];
  total: number;
  customerName: string;
  delivery: DeliveryType;
  address: string;
  note: string;
  /** ISO date-time. */
  createdAt: string;
  /** `https://wa.me/<digits>?text=…` to the merchant. */
  whatsappUrl: string;
  /** The order as plain text, for 'Copiar pedido'. */
  messageText: string;
  /** The order's status: 'nuevo' until the store confirms it, 'vencido' once its hold ended. */
  status?: OrderPageStatus;
  /** ISO date-time until which the order holds its units (shown while it is 'nuevo'); null: none. */
  holdUntil?: string | null;
  /** IANA time zone the store's customers read times in (`holdUntil`). */
  timeZone?: string;
  /** The order's breakdown as priced when ordered (issue 23); null for an order placed before it. */
  breakdown?: OrderBreakdown | null;
  /** The chosen payment method's instructions; null: none chosen. */
  payment?: OrderPayment | null;
  /**
   * Shows '¿Pudiste enviar tu pedido por WhatsApp?' as rendered (stories); on a live page it stays hidden
   * until the script sees the customer come back without having opened WhatsApp.
   */
  askSent?: boolean;
}

/** An order's status as its page names it. */
export type OrderPageStatus = 'nuevo' | 'confirmado' | 'entregado' | 'cancelado' | 'vencido';

/** What every page's `<head>` carries for search engines and link previews. */
export interface PageMeta {
  title: string;
  /** About 80 characters. */
  description: string;
  /** Canonical, undecorated URL (also og:url). */
  url: string;
  /** Absolute URL of a JPEG ≥ 300 px wide, aspect ≤ 4:1, under 300 KB; with its size. */
  image: { url: string; width: number; height: number } | null;
  /** JSON-LD object (a `Product` on product pages). */
  jsonLd?: Record<string, unknown>;
  /** True for pages that must not be indexed (cart, order). */
  noindex?: boolean;
}

// Sample view models for stories and tests: a small clothing store in Buenos Aires. Pictures are inline
// SVGs so stories need no server.
import {
  PAYMENT_METHOD_NAMES,
  paymentDetails,
  priceOrder,
  type Coupon,
  type DeliveryOption,
  type PaymentMethod,
} from '@panel/domain';
import type {
  CartPageData,
  CartSale,
  OrderFormValues,
  OrderPageData,
  ProductDetail,
  StoreHomeData,
  StoreImage,
  StoreSummary,
} from './model';

const COLOURS = ['#7ce2fe', '#ffd6a5', '#caffbf', '#bdb2ff', '#ffadad', '#fdffb6', '#a0c4ff'];

/** A square placeholder picture (an inline SVG) of a colour. */
export function samplePicture(index: number, size = 640): StoreImage {
  const colour = COLOURS[index % COLOURS.length] ?? '#7ce2fe';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${colour}"/>` +
    `<circle cx="32" cy="28" r="12" fill="#1c2024" fill-opacity=".15"/>` +
    `<rect x="14" y="44" width="36" height="6" rx="3" fill="#1c2024" fill-opacity=".15"/></svg>`;
  return {
    src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    srcSet: '',
    width: size,
    height: size,
    preview: { src: `/media/sample-${index}.jpg`, width: 1200, height: 1200 },
  };
}

export const sampleStore: StoreSummary = {
  name: 'Tienda Lucía',
  link: 'lucia',
  origin: 'http://lucia.localhost:3000',
  picture: samplePicture(0, 160),
  takingOrders: true,
  currency: 'ARS',
  country: 'AR',
  timeZone: 'America/Argentina/Buenos_Aires',
  // The stories' baselines predate the store's own look (issue 21): its stories set these.
  accentColor: null,
  description: '',
  whatsapp: null,
};

/** {@link sampleStore} with its own look: accent colour, description and WhatsApp contact. */
export const sampleStyledStore: StoreSummary = {
  ...sampleStore,
  accentColor: '#be185d',
  description: 'Ropa de algodón orgánico hecha en Buenos Aires. Envíos a todo el país.',
  whatsapp: '5491123456789',
};

const NAMES = [
  'Remera de algodón orgánico',
  'Buzo canguro con capucha',
  'Pantalón cargo',
  'Gorra bordada',
  'Medias de lana (pack x3)',
  'Campera rompevientos impermeable con bolsillos',
  'Bolso de lona',
  'Bufanda tejida a mano',
];

/** `count` product cards; every third one is sold out. */
export function sampleCards(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    slug: `producto-${i + 1}`,
    name: NAMES[i % NAMES.length] ?? 'Producto',
    price: 4500 + i * 1250.5,
    picture: samplePicture(i + 1),
    soldOut: i % 3 === 2,
  }));
}

export const sampleHome: StoreHomeData = {
  store: sampleStore,
  products: sampleCards(8),
  query: '',
  categoryId: null,
  categories: [],
  page: 1,
  pageCount: 1,
  total: 8,
};

export const sampleProduct: ProductDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'remera-de-algodon',
  name: 'Remera de algodón orgánico',
  price: 12500,
  picture: samplePicture(1),
  soldOut: false,
  description:
    'Remera de algodón orgánico, corte recto.\nTalles S a XL. Colores: blanco, negro y celeste. Lavar en frío.',
  wholesalePrice: 9800,
  wholesaleMinQuantity: 6,
  pictures: [samplePicture(1), samplePicture(2), samplePicture(3)],
  video: null,
  maxQuantity: 999,
};

export const sampleCart: CartPageData = {
  store: sampleStore,
  lines: [
    {
      productId: '00000000-0000-4000-8000-000000000001',
      slug: 'remera-de-algodon',
      name: 'Remera de algodón orgánico',
      picture: samplePicture(1, 160),
      unitPrice: 12500,
      quantity: 2,
      subtotal: 25000,
      soldOut: false,
    },
    {
      productId: '00000000-0000-4000-8000-000000000004',
      slug: 'gorra-bordada',
      name: 'Gorra bordada',
      picture: samplePicture(4, 160),
      unitPrice: 7999.9,
      quantity: 1,
      subtotal: 7999.9,
      soldOut: false,
    },
  ],
  total: 32999.9,
  values: { name: '', phone: '', delivery: '', address: '', note: '', coupon: '', payment: '' },
  errors: {},
  single: null,
};

/** The store's delivery options (issue 23): a Retiro point, two Envío zones and 'A coordinar'. */
export const sampleDeliveryOptions: DeliveryOption[] = [
  {
    id: 'retiro-palermo',
    kind: 'retiro',
    name: 'Local Palermo',
    detail: 'Av. Santa Fe 3253 — Lun a Sáb 10 a 19',
    feeCents: 0,
    minSubtotalCents: null,
    freeOverCents: null,
    active: true,
  },
  {
    id: 'caba',
    kind: 'envio',
    name: 'CABA',
    detail: 'Llega en 24 a 48 h',
    feeCents: 150000,
    minSubtotalCents: null,
    freeOverCents: 3000000,
    active: true,
  },
  {
    id: 'gba-norte',
    kind: 'envio',
    name: 'GBA Norte',
    detail: null,
    feeCents: 250000,
    minSubtotalCents: 5000000,
    freeOverCents: null,
    active: true,
  },
  {
    id: 'coordinar',
    kind: 'coordinar',
    name: 'A coordinar por WhatsApp',
    detail: null,
    feeCents: null,
    minSubtotalCents: null,
    freeOverCents: null,
    active: true,
  },
];

/** The methods the store accepts: transfer to an alias (10% off), cash and a payment link. */
export const samplePaymentMethods: PaymentMethod[] = [
  {
    type: 'ar_transfer',
    alias: 'tienda.lucia',
    cbu: '2850590940090418135201',
    holder: 'Lucía Fernández',
    cuit: null,
    discountPercent: 10,
  },
  { type: 'cash', discountPercent: null },
  { type: 'payment_link', url: 'https://mpago.la/2Xb7kQp', discountPercent: null },
];

/** 'PRIMERA10': 10% off, combinable with the transfer's discount. */
export const sampleCoupon: Coupon = {
  code: 'PRIMERA10',
  kind: 'porcentaje',
  value: 10,
  minSubtotalCents: null,
  maxUses: null,
  uses: 0,
  startsOn: null,
  endsOn: null,
  active: true,
  combinesWithPaymentDiscount: true,
};

/**
 * The cart's sale for `values`, priced by @panel/domain's priceOrder as the server's quoteSale does (the
 * store's coupon is {@link sampleCoupon}; any other code is not found).
 */
export function sampleSale(cart: CartPageData, values: Partial<OrderFormValues> = {}): CartSale {
  const delivery = sampleDeliveryOptions.find((option) => option.id === values.delivery) ?? null;
  const payment = samplePaymentMethods.find((method) => method.type === values.payment) ?? null;
  const code = (values.coupon ?? '').trim();
  const priced = priceOrder({
    country: cart.store.country,
    lines: cart.lines.map((line) => ({
      unitPriceCents: Math.round(line.unitPrice * 100),
      quantity: line.quantity,
    })),
    couponCode: code,
    coupon: code.toUpperCase() === sampleCoupon.code ? sampleCoupon : null,
    today: '2026-11-24',
    payment: payment ? { type: payment.type, discountPercent: payment.discountPercent } : null,
    delivery,
    deliveryRequired: true,
  });
  const refusal = priced.ok ? null : { field: priced.field, error: priced.error };
  return {
    deliveryOptions: sampleDeliveryOptions.map(({ id, kind, name, detail, feeCents }) => ({
      id,
      kind,
      name,
      detail,
      feeCents,
    })),
    paymentMethods: samplePaymentMethods.map((method) => ({
      type: method.type,
      name: PAYMENT_METHOD_NAMES[method.type],
      discountPercent: method.discountPercent,
    })),
    breakdown: priced.ok ? priced.breakdown : null,
    // The cart's first view does not call the missing choice an error (apps/server storefront/sale.ts).
    refusal: values.delivery === undefined && refusal?.field === 'delivery' ? null : refusal,
  };
}

/** The sample cart with the sale, nothing chosen yet. */
export const sampleSaleCart: CartPageData = { ...sampleCart, sale: sampleSale(sampleCart) };

/** The sample cart with `values` chosen and priced. */
export function sampleSaleCartWith(values: Partial<OrderFormValues>): CartPageData {
  return {
    ...sampleCart,
    values: { ...sampleCart.values, ...values },
    sale: sampleSale(sampleCart, values),
  };
}

/** The payment card of an order paid with `method` (no Pix: see the Pix story's own). */
export function samplePayment(method: PaymentMethod): NonNullable<OrderPageData['payment']> {
  return {
    type: method.type,
    name: PAYMENT_METHOD_NAMES[method.type],
    details: paymentDetails(method),
    link: method.type === 'payment_link' ? method.url : null,
    pix: null,
  };
}

export const sampleOrder: OrderPageData = {
  store: sampleStore,
  number: 1001,
  lines: [
    { name: 'Remera de algodón orgánico', quantity: 2, unitPrice: 12500, subtotal: 25000 },
    { name: 'Gorra bordada', quantity: 1, unitPrice: 7999.9, subtotal: 7999.9 },
  ],
  total: 32999.9,
  customerName: 'María',
  delivery: 'delivery',
  address: 'Av. Corrientes 1234, CABA',
  note: 'Timbre 3B',
  createdAt: '2026-11-24T12:00:00.000Z',
  whatsappUrl: 'https://wa.me/5491123456789?text=Hola%20Tienda%20Luc%C3%ADa',
  messageText:
    'Hola Tienda Lucía, quiero:\n2 Remera de algodón orgánico\n1 Gorra bordada\nPedido #1001 · Total $32.999,90',
  status: 'nuevo',
  holdUntil: '2026-11-24T21:40:00.000Z',
  timeZone: 'America/Argentina/Buenos_Aires',
};

/** 'Remera Oversize' in Talle × Color (issue 22): M Negro chosen, L Negro sold out, no Rojo offered. */
export const sampleVariantProduct: ProductDetail = (() => {
  const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
  const variants = [
    ['S', 'Negro', 12500, false],
    ['M', 'Negro', 12500, false],
    ['M', 'Blanco', 12500, false],
    ['L', 'Negro', 13900, true],
    ['L', 'Blanco', 13900, false],
  ].map(([talle, color, price, soldOut], n) => ({
    id: id(n),
    values: [String(talle), String(color)],
    label: `Talle ${String(talle)}, ${String(color)}`,
    price: Number(price),
    soldOut: Boolean(soldOut),
    picture: color === 'Blanco' ? samplePicture(2) : null,
  }));
  return {
    ...sampleProduct,
    name: 'Remera Oversize',
    wholesalePrice: null,
    wholesaleMinQuantity: null,
    options: [
      {
        name: 'Talle',
        values: ['S', 'M', 'L'].map((value) => ({ value, offered: true })),
      },
      {
        name: 'Color',
        values: [
          { value: 'Negro', offered: true },
          { value: 'Blanco', offered: true },
          { value: 'Rojo', offered: false },
        ],
      },
    ],
    variants,
    variant: variants[1] ?? null,
  };
})();

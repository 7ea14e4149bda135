// Sample view models for stories and tests: a small clothing store in Buenos Aires. Pictures are inline
// SVGs so stories need no server.
import type {
  CartPageData,
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
  values: { name: '', phone: '', delivery: 'pickup', address: '', note: '' },
  errors: {},
  single: null,
};

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

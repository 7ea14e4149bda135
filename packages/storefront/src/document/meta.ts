// The `<head>` of each page, built from the same view model the page renders. Pure: the server calls these,
// the tests check them.
import { formatMoney } from '@panel/domain';
import { es } from '../i18n/es';
import type {
  CartPageData,
  OrderPageData,
  PageMeta,
  ProductDetail,
  StoreHomeData,
  StoreImage,
  StoreSummary,
} from '../model';
import { homeHref } from '../pages/store-home/store-home-page';

/** WhatsApp shows about 80 characters of og:description. */
export const DESCRIPTION_LENGTH = 80;

/** Text cut at a word to at most `max` characters, with '…' when cut; whitespace collapsed. */
export function clip(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** The preview JPEG of a picture as an absolute og:image, when it is one WhatsApp accepts. */
export function previewImage(store: StoreSummary, image: StoreImage | null | undefined) {
  const preview = image?.preview;
  if (!preview) return null;
  // WhatsApp: at least 300 px wide, aspect ratio 4:1 or less.
  if (preview.width < 300 || preview.width / preview.height > 4) return null;
  return {
    url: new URL(preview.src, store.origin).href,
    width: preview.width,
    height: preview.height,
  };
}

/**
 * Store home (the first page without filters is canonical; a search is not indexed). Its description
 * leads with the merchant's one line (issue 21), then what the store offers.
 */
export function homeMeta(data: StoreHomeData): PageMeta {
  const { store } = data;
  const filtered = data.query !== '' || data.categoryId !== null;
  return {
    title: store.name,
    description: clip(
      [store.description, es.home.description(store.name, data.total, store.takingOrders)]
        .filter(Boolean)
        .join(' — '),
    ),
    url: new URL(filtered ? '/' : homeHref('', null, data.page), store.origin).href,
    image: previewImage(store, store.picture ?? data.products.find((p) => p.picture)?.picture),
    noindex: data.query !== '',
  };
}

/** schema.org's properties a product group varies by, for the option names it knows (issue 22). */
const VARIES_BY: Record<string, string> = {
  talle: 'https://schema.org/size',
  talla: 'https://schema.org/size',
  tamaño: 'https://schema.org/size',
  color: 'https://schema.org/color',
  material: 'https://schema.org/material',
};

/**
 * A product with options: JSON-LD `ProductGroup` whose `hasVariant` are one `Product` per offered variant
 * with its own offer (price, availability) and URL (`?v=`), as search engines read product variants.
 */
function productGroupJsonLd(store: StoreSummary, product: ProductDetail, url: string) {
  const options = product.options ?? [];
  const image = (p: { src: string; preview?: { src: string } | null }) =>
    new URL(p.preview?.src ?? p.src, store.origin).href;
  const variesBy = options.flatMap((o) => VARIES_BY[o.name.toLowerCase()] ?? []);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: product.name,
    description: clip(product.description || product.name, 5000),
    url,
    productGroupID: product.id,
    image: product.pictures.map(image),
    ...(variesBy.length ? { variesBy } : {}),
    hasVariant: (product.variants ?? []).map((variant) => {
      const variantUrl = `${url}?v=${variant.id}`;
      return {
        '@type': 'Product',
        name: `${product.name} — ${variant.label}`,
        url: variantUrl,
        ...(variant.picture ? { image: image(variant.picture) } : {}),
        offers: {
          '@type': 'Offer',
          url: variantUrl,
          price: variant.price.toFixed(2),
          ...(store.currency ? { priceCurrency: store.currency } : {}),
          availability: variant.soldOut
            ? 'https://schema.org/OutOfStock'
            : 'https://schema.org/InStock',
          seller: { '@type': 'Organization', name: store.name },
        },
      };
    }),
  };
}

/**
 * A product page, with JSON-LD `Product` (name, description, pictures, price and availability), or for
 * a product with options a `ProductGroup` of its variants.
 */
export function productMeta(store: StoreSummary, product: ProductDetail): PageMeta {
  const url = new URL(`/${product.slug}`, store.origin).href;
  const description = clip(
    product.description || es.product.descriptionFallback(product.name, store.name),
  );
  if ((product.options ?? []).length > 0) {
    const price = product.variant?.price ?? product.price;
    return {
      title: `${product.name} · ${formatMoney(price, store.country)} · ${store.name}`,
      description,
      url,
      image: previewImage(store, product.variant?.picture ?? product.picture),
      jsonLd: productGroupJsonLd(store, product, url),
    };
  }
  return {
    title: `${product.name} · ${formatMoney(product.price, store.country)} · ${store.name}`,
    description,
    url,
    image: previewImage(store, product.picture),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: clip(product.description || product.name, 5000),
      url,
      image: product.pictures.map((p) => new URL(p.preview?.src ?? p.src, store.origin).href),
      offers: {
        '@type': 'Offer',
        url,
        price: product.price.toFixed(2),
        // Search engines need it with the price; unknown for a country outside the table (left out).
        ...(store.currency ? { priceCurrency: store.currency } : {}),
        availability: product.soldOut
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: store.name },
      },
    },
  };
}

/** The cart: never indexed. */
export function cartMeta(data: CartPageData): PageMeta {
  return {
    title: `${es.cart.title} · ${data.store.name}`,
    description: clip(es.cart.description(data.store.name)),
    url: new URL('/carrito', data.store.origin).href,
    image: previewImage(data.store, data.store.picture),
    noindex: true,
  };
}

/**
 * An order: never indexed; its URL is the (unguessable) order page itself. The link closes every order
 * message the merchant receives, so its preview names the order for them ('Pedido #1003 · $12.500,00 ·
 * Tienda de Ana', who ordered what) with the store's picture; the page itself speaks to the customer.
 */
export function orderMeta(data: OrderPageData, token: string): PageMeta {
  return {
    title: es.order.previewTitle(
      data.number,
      formatMoney(data.total, data.store.country),
      data.store.name,
    ),
    description: clip(
      es.order.previewDescription(data.customerName, data.lines.length, data.delivery),
    ),
    url: new URL(`/pedido/${token}`, data.store.origin).href,
    image: previewImage(data.store, data.store.picture),
    noindex: true,
  };
}

/** The 404 pages. */
export function notFoundMeta(
  store: StoreSummary | null,
  url: string,
  kind: 'page' | 'order' = 'page',
): PageMeta {
  const t = es.notFound;
  const title = kind === 'order' ? t.orderGoneTitle : t.pageTitle;
  return {
    title: store ? `${title} · ${store.name}` : t.storeTitle,
    description: store ? t.pageText : t.storeText,
    url,
    image: null,
    noindex: true,
  };
}

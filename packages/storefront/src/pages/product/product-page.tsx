import { formatMoney } from '@panel/domain';
import { NotTakingOrders } from '../../components/not-taking-orders';
import { PreviewBanner, type PreviewReason } from '../../components/preview-banner';
import { Picture } from '../../components/picture';
import { QuantityField } from '../../components/quantity-field';
import { StoreLayout } from '../../components/store-layout';
import { es } from '../../i18n/es';
import type { ProductDetail, StoreSummary } from '../../model';
import { cx } from '../../theme/classes';

export interface ProductPageProps {
  store: StoreSummary;
  product: ProductDetail;
  /**
   * The merchant's preview of a product customers cannot see (the panel's 'Ver' on a draft or hidden
   * product): a banner says so and why. Never set on a store host.
   */
  preview?: PreviewReason;
}

/** The values of the add-to-cart form's submit buttons (`action`), read by the server's POST /carrito. */
export const CART_ACTIONS = ['add', 'buy', 'set', 'remove'] as const;
export type CartAction = (typeof CART_ACTIONS)[number];

/** The submit buttons' values, typed (a typo here would be a silent no-op on the server). */
export const ACTION: { [K in CartAction]: K } = {
  add: 'add',
  buy: 'buy',
  set: 'set',
  remove: 'remove',
};

/**
 * The gallery's `sizes`: the width each picture takes (product-page.css.ts): under 900 px the page's
 * width less its 16 px margins (a thumbnail: half of it less the 8 px gap), two columns of about 540 px
 * over it. With the 800 px size a 375 px phone at DPR 2 (686 device pixels) takes 800, not 1280.
 */
export const GALLERY_SIZES = {
  main: '(min-width: 900px) 540px, calc(100vw - 32px)',
  thumb: '(min-width: 900px) 270px, calc(50vw - 20px)',
} as const;

/**
 * Product `/{slug}`: pictures and video, description, price (and wholesale price), quantity, 'Agregar al
 * carrito' and 'Pedir por WhatsApp' (this product alone). Both are buttons of one plain form, so they work
 * without JavaScript.
 */
export function ProductPage({ store, product, preview }: ProductPageProps) {
  const t = es.product;
  const [first, ...rest] = product.pictures;
  const canOrder = store.takingOrders && !product.soldOut;
  return (
    <StoreLayout store={store}>
      {preview ? <PreviewBanner reason={preview} /> : null}
      <div className={cx.container}>
        <article className={cx.product}>
          <div className={cx.gallery}>
            {first ? (
              <Picture
                image={first}
                alt={t.picture(product.name, 1)}
                sizes={GALLERY_SIZES.main}
                loading="lcp"
              />
            ) : null}
            {rest.length > 0 || product.video ? (
              <ul className={cx.thumbs} aria-label={t.pictures}>
                {rest.map((image, index) => (
                  <li key={image.src}>
                    <Picture
                      image={image}
                      alt={t.picture(product.name, index + 2)}
                      sizes={GALLERY_SIZES.thumb}
                    />
                  </li>
                ))}
                {product.video ? (
                  <li>
                    {/* Merchants upload their videos without captions; the product's text is on the page. */}
                    {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
                    <video
                      src={product.video.src}
                      poster={product.video.poster ?? undefined}
                      controls
                      preload="none"
                      playsInline
                      aria-label={t.video(product.name)}
                    />
                  </li>
                ) : null}
              </ul>
            ) : null}
          </div>
          <div className={`${cx.info} ${cx.stack}`}>
            <h1>{product.name}</h1>
            <p>
              <span className={cx.srOnly}>{t.price}: </span>
              <span className={cx.price} data-size="lg">
                {formatMoney(product.price, store.country)}
              </span>{' '}
              {product.soldOut ? <span className={cx.badge}>{t.soldOut}</span> : null}
            </p>
            {product.wholesalePrice !== null && product.wholesaleMinQuantity !== null ? (
              <p className={cx.muted}>
                {`${t.wholesalePrice}: ${formatMoney(product.wholesalePrice, store.country)} ${t.wholesaleFrom(product.wholesaleMinQuantity)}`}
              </p>
            ) : null}
            {store.takingOrders ? (
              <form className={cx.buyForm} method="post" action="/carrito" data-add-to-cart="">
                <input type="hidden" name="productId" value={product.id} />
                <QuantityField
                  id="cantidad"
                  label={t.quantity}
                  defaultValue={1}
                  max={product.maxQuantity}
                  disabled={!canOrder}
                />
                <div className={cx.actions}>
                  <button
                    className={`${cx.button} ${cx.primary} ${cx.block}`}
                    type="submit"
                    name="action"
                    value={ACTION.add}
                    disabled={!canOrder}
                  >
                    {t.addToCart}
                  </button>
                  <button
                    className={`${cx.button} ${cx.whatsapp} ${cx.block}`}
                    type="submit"
                    name="action"
                    value={ACTION.buy}
                    disabled={!canOrder}
                  >
                    {t.orderNow}
                  </button>
                </div>
                <p role="status" className={cx.muted} data-cart-status="" data-added={t.added} />
              </form>
            ) : (
              <NotTakingOrders />
            )}
            {product.description ? (
              <div className={cx.description}>{product.description}</div>
            ) : null}
            <p>
              <a href="/">{t.backToStore}</a>
            </p>
          </div>
        </article>
      </div>
    </StoreLayout>
  );
}

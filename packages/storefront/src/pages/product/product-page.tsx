import { formatMoney, optionNamesText } from '@panel/domain';
import { NotTakingOrders } from '../../components/not-taking-orders';
import { PreviewBanner, type PreviewReason } from '../../components/preview-banner';
import { Picture } from '../../components/picture';
import { QuantityField } from '../../components/quantity-field';
import { StoreLayout } from '../../components/store-layout';
import { es } from '../../i18n/es';
import { jsonForScript } from '../../document/document';
import type { ProductDetail, StoreOption, StoreSummary, StoreVariant } from '../../model';
import { cx } from '../../theme/classes';

/** Values of one option shown as buttons (radios); more go into a select (issue 22). */
export const OPTION_BUTTONS_MAX = 8;

/** The form field of the option at `index` ('opcion0'…): the server picks the variant from them. */
export const optionField = (index: number) => `opcion${index}`;

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * What choosing `value` for option `index` would lead to, with the other options as chosen: 'none' when no
 * offered variant has the value (not choosable), 'missing' when that combination is not offered,
 * 'soldOut' when it is sold out, else 'ok'.
 */
export function choiceState(
  option: StoreOption,
  index: number,
  value: { value: string; offered: boolean },
  variants: readonly StoreVariant[],
  chosen: readonly string[] | null,
): 'none' | 'missing' | 'soldOut' | 'ok' {
  if (!value.offered) return 'none';
  if (!chosen) return 'ok';
  const wanted = chosen.map((v, i) => (i === index ? value.value : v));
  const variant = variants.find((v) => sameValues(v.values, wanted));
  if (!variant) return 'missing';
  return variant.soldOut ? 'soldOut' : 'ok';
}

/** 'low – high' as the store writes prices, or one price when they are the same (issue 22). */
export function priceRange(low: number, high: number, country: string): string {
  return high > low
    ? `${formatMoney(low, country)} – ${formatMoney(high, country)}`
    : formatMoney(low, country);
}

/** One option's control: buttons (radios) up to {@link OPTION_BUTTONS_MAX} values, a select beyond. */
function OptionControl({
  option,
  index,
  variants,
  chosen,
}: {
  option: StoreOption;
  index: number;
  variants: readonly StoreVariant[];
  chosen: readonly string[] | null;
}) {
  const t = es.product;
  const name = optionField(index);
  const note = (state: ReturnType<typeof choiceState>) =>
    state === 'soldOut' ? t.soldOut : state === 'ok' ? '' : t.unavailable;
  if (option.values.length > OPTION_BUTTONS_MAX) {
    const id = `opcion-${index}`;
    return (
      <div className={cx.field}>
        <label className={cx.label} htmlFor={id}>
          {option.name}
        </label>
        <select
          id={id}
          className={cx.input}
          name={name}
          defaultValue={chosen?.[index] ?? ''}
          data-option={index}
        >
          {chosen ? null : <option value="">{option.name}</option>}
          {option.values.map((value) => {
            const state = choiceState(option, index, value, variants, chosen);
            const suffix = note(state);
            return (
              <option key={value.value} value={value.value} disabled={state === 'none'}>
                {suffix ? `${value.value} (${suffix})` : value.value}
              </option>
            );
          })}
        </select>
      </div>
    );
  }
  return (
    <fieldset className={cx.option}>
      <legend>{option.name}</legend>
      <div className={cx.choices}>
        {option.values.map((value) => {
          const state = choiceState(option, index, value, variants, chosen);
          const suffix = note(state);
          return (
            <label key={value.value} className={cx.choice}>
              <input
                type="radio"
                name={name}
                value={value.value}
                defaultChecked={chosen?.[index] === value.value}
                disabled={state === 'none'}
                data-option={index}
              />
              <span>
                {value.value}
                {suffix ? ' ' : null}
                {suffix ? <span data-sold-out="">{`(${suffix})`}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The variants as the page script reads them (issue 22): id, values, price as the store writes it,
 * sold out, picture. Never a stock count.
 */
function variantsScript(variants: readonly StoreVariant[], country: string): string {
  return jsonForScript(
    variants.map((v) => ({
      i: v.id,
      v: v.values,
      p: formatMoney(v.price, country),
      s: v.soldOut ? 1 : 0,
      m: v.picture ? [v.picture.src, v.picture.srcSet] : null,
    })),
  );
}

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
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  const selected = options.length > 0 ? (product.variant ?? null) : null;
  // The chosen variant's picture first (the product's pictures after it).
  const pictures = selected?.picture
    ? [selected.picture, ...product.pictures.filter((p) => p.src !== selected.picture?.src)]
    : product.pictures;
  const [first, ...rest] = pictures;
  // Until a full combination is chosen (a choice no offered variant matches), the offered variants'
  // price range, or their one price.
  const prices = variants.map((variant) => variant.price);
  const range =
    prices.length === 0
      ? formatMoney(product.price, store.country)
      : priceRange(Math.min(...prices), Math.max(...prices), store.country);
  const priceText = selected
    ? formatMoney(selected.price, store.country)
    : options.length > 0
      ? range
      : formatMoney(product.price, store.country);
  const soldOut =
    options.length > 0 ? (selected?.soldOut ?? variants.length === 0) : product.soldOut;
  const canOrder = store.takingOrders && !soldOut;
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
              <span
                className={cx.price}
                data-size="lg"
                data-price=""
                data-range={options.length > 0 ? range : undefined}
              >
                {priceText}
              </span>{' '}
              {options.length > 0 ? (
                // Always there with options: the script shows it when the chosen variant sells out.
                <span className={cx.badge} data-badge="" hidden={!soldOut}>
                  {t.soldOut}
                </span>
              ) : soldOut ? (
                <span className={cx.badge}>{t.soldOut}</span>
              ) : null}
            </p>
            {product.wholesalePrice !== null && product.wholesaleMinQuantity !== null ? (
              <p className={cx.muted}>
                {`${t.wholesalePrice}: ${formatMoney(product.wholesalePrice, store.country)} ${t.wholesaleFrom(product.wholesaleMinQuantity)}`}
              </p>
            ) : null}
            {store.takingOrders ? (
              <form className={cx.buyForm} method="post" action="/carrito" data-add-to-cart="">
                <input type="hidden" name="productId" value={product.id} />
                {options.length > 0 ? (
                  <>
                    <input type="hidden" name="variantId" value={selected?.id ?? ''} />
                    {options.map((option, index) => (
                      <OptionControl
                        key={option.name}
                        option={option}
                        index={index}
                        variants={variants}
                        chosen={selected?.values ?? null}
                      />
                    ))}
                    <script
                      type="application/json"
                      data-variants=""
                      // Escaped by jsonForScript: a value cannot close the element.
                      dangerouslySetInnerHTML={{ __html: variantsScript(variants, store.country) }}
                    />
                    <noscript>
                      {/* Without JavaScript the server shows the chosen variant (GET with the choice). */}
                      <button
                        className={`${cx.button} ${cx.secondary}`}
                        type="submit"
                        formMethod="get"
                        formAction={`/${product.slug}`}
                      >
                        {t.showChoice}
                      </button>
                    </noscript>
                    <p className={cx.muted} data-choose="" hidden>
                      {t.choose(
                        optionNamesText(options.map((o) => ({ name: o.name, values: [] }))),
                      )}
                    </p>
                  </>
                ) : null}
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
                    data-buy={options.length > 0 ? '' : undefined}
                  >
                    {t.addToCart}
                  </button>
                  <button
                    className={`${cx.button} ${cx.whatsapp} ${cx.block}`}
                    type="submit"
                    name="action"
                    value={ACTION.buy}
                    disabled={!canOrder}
                    data-buy={options.length > 0 ? '' : undefined}
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

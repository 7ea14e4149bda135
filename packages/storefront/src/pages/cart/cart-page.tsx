import type { ReactNode } from 'react';
import { formatMoney, variantLineName } from '@panel/domain';
import { NotTakingOrders } from '../../components/not-taking-orders';
import { Picture } from '../../components/picture';
import { QuantityField } from '../../components/quantity-field';
import { StoreLayout } from '../../components/store-layout';
import { es } from '../../i18n/es';
import type { CartLine, CartPageData, OrderFormValues } from '../../model';
import { cn, cx } from '../../theme/classes';
import { MAX_LINES } from '../../cart-cookie';
import { ACTION } from '../product/product-page';
import { CouponField, DeliveryChoices, PaymentChoices, QUOTE_PATH, SaleSummary } from './cart-sale';

export type CartPageProps = CartPageData;

/** Names of the order form's fields, as the server reads them from `POST /pedido`. */
export const ORDER_FIELDS = {
  name: 'name',
  phone: 'phone',
  /** The chosen delivery option's id (issue 23). */
  delivery: 'delivery',
  address: 'address',
  note: 'note',
  /** The code typed in '¿Tenés un cupón?'. */
  coupon: 'coupon',
  /** The chosen payment method's type. */
  payment: 'payment',
  /**
   * A submit button with this name prices the cart again with the form's choices ('Aplicar', 'Actualizar
   * total') and answers the cart page: no order is placed.
   */
  quote: 'quote',
  /** The honeypot: hidden from people, filled by bots; a filled one makes the server refuse the order. */
  honeypot: 'website',
  /**
   * The order's idempotency key, made when the form is rendered: a resubmitted form (a retry, a refresh
   * of the post) answers the order it already placed instead of placing another.
   */
  key: 'clave',
} as const;

function Line({ line, editable, country }: { line: CartLine; editable: boolean; country: string }) {
  const t = es.cart;
  const key = line.variantId ? `${line.productId}-${line.variantId}` : line.productId;
  const formId = `linea-${key}`;
  // 'Remera Oversize — Talle M, Negro' (issue 22).
  const name = variantLineName(line.name, line.variant ?? '');
  return (
    <li className={cx.line}>
      {line.picture ? (
        <Picture className={cx.lineThumb} image={line.picture} alt="" sizes="64px" />
      ) : (
        <span className={cx.lineThumb} />
      )}
      <div className={cx.lineInfo}>
        <a href={line.variantId ? `/${line.slug}?v=${line.variantId}` : `/${line.slug}`}>{name}</a>
        <span className={cx.muted}>
          {(line.wholesale ? t.wholesaleUnitPrice : t.unitPrice)(
            formatMoney(line.unitPrice, country),
          )}
        </span>
        {line.soldOut ? <span className={cx.fieldError}>{t.soldOutLine}</span> : null}
      </div>
      <span className={cx.price}>
        <span className={cx.srOnly}>{t.subtotal}: </span>
        {formatMoney(line.subtotal, country)}
      </span>
      {editable ? (
        <form className={cx.lineForms} id={formId} method="post" action="/carrito">
          <input type="hidden" name="productId" value={line.productId} />
          {line.variantId ? <input type="hidden" name="variantId" value={line.variantId} /> : null}
          <QuantityField
            id={`cantidad-${key}`}
            label={t.quantityOf(name)}
            hideLabel
            defaultValue={line.quantity}
            max={999}
          />
          <button
            className={`${cx.button} ${cx.secondary}`}
            type="submit"
            name="action"
            value={ACTION.set}
          >
            {t.update}
          </button>
          <button
            className={`${cx.button} ${cx.secondary}`}
            type="submit"
            name="action"
            value={ACTION.remove}
            aria-label={t.removeOf(name)}
          >
            {t.remove}
          </button>
        </form>
      ) : (
        <span className={cx.muted}>
          {es.order.quantity}: {line.quantity}
        </span>
      )}
    </li>
  );
}

interface FieldProps {
  name: keyof OrderFormValues;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

function Field({ name, label, hint, error, children }: FieldProps) {
  const ids = [hint ? `${name}-ayuda` : null, error ? `${name}-error` : null].filter(Boolean);
  return (
    <div className={cx.field}>
      <label className={cx.label} htmlFor={`pedido-${name}`}>
        {label}
      </label>
      {children(ids.length > 0 ? ids.join(' ') : undefined)}
      {hint ? (
        <span className={cx.hint} id={`${name}-ayuda`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className={cx.fieldError} id={`${name}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** What the server took out of the cart, said once: each product by name, the unnamed ones counted. */
function Removed({ removed }: { removed: ReadonlyArray<string | null> }) {
  const t = es.cart;
  const names = removed.filter((name): name is string => name !== null);
  const unnamed = removed.length - names.length;
  const messages = [...names.map(t.removed), ...(unnamed > 0 ? [t.removedUnnamed(unnamed)] : [])];
  return (
    <div className={cn(cx.notice, cx.warning)} role="status">
      {messages.map((message, i) => (
        // Two products may share a name: the position keeps the keys apart.
        <p key={i}>{message}</p>
      ))}
    </div>
  );
}

/**
 * Cart `/carrito`: the lines (quantity, subtotal), and the order form: the customer's data, the store's
 * delivery options, '¿Tenés un cupón?', its payment methods, the breakdown the server priced, and 'Enviar
 * pedido por WhatsApp'. Every change is a plain form post; the script adds steppers, keeps the count and
 * updates the figures in place.
 */
export function CartPage({
  store,
  lines,
  total,
  values,
  errors,
  single = null,
  removed = [],
  orderKey,
  full = null,
  sale = null,
}: CartPageProps) {
  const t = es.cart;
  const subtotalCents = Math.round(total * 100);
  const count = single ? null : lines.reduce((sum, line) => sum + line.quantity, 0);
  const errorEntries = Object.entries(errors).filter(([, message]) => Boolean(message));
  const invalid = (field: keyof OrderFormValues) => (errors[field] ? true : undefined);
  return (
    <StoreLayout store={store} cartCount={count}>
      <div className={`${cx.container} ${cx.cart}`}>
        <h1>{t.title}</h1>
        {removed.length > 0 ? <Removed removed={removed} /> : null}
        {full ? (
          <div
            className={cn(cx.notice, full === 'refused' ? cx.errorBox : cx.warning)}
            role={full === 'refused' ? 'alert' : 'status'}
          >
            {full === 'refused' ? <p>{t.notAdded}</p> : null}
            <p>{t.full(MAX_LINES)}</p>
          </div>
        ) : null}
        {lines.length === 0 ? (
          <div className={cx.notice}>
            <p>{t.empty}</p>
            <a href="/">{t.browse}</a>
          </div>
        ) : (
          <>
            <section className={cx.panel} aria-labelledby="lineas">
              <h2 id="lineas" className={cx.srOnly}>
                {t.linesHeading}
              </h2>
              <ul className={cx.lines}>
                {lines.map((line) => (
                  <Line
                    key={`${line.productId}-${line.variantId ?? ''}`}
                    line={line}
                    editable={!single}
                    country={store.country}
                  />
                ))}
              </ul>
              <p className={cx.totals}>
                <span>{t.subtotal}</span>
                <span className={cx.price}>{formatMoney(total, store.country)}</span>
              </p>
            </section>
            {store.takingOrders ? (
              <section className={cx.panel} aria-labelledby="datos">
                <form
                  className={cx.stack}
                  method="post"
                  action="/pedido"
                  data-order-form=""
                  data-quote={QUOTE_PATH}
                >
                  {/* The form's default button, first in it: Enter in a field places the order, never
                      the 'Aplicar' or 'Actualizar total' below (each a submit of its own). Out of sight and
                      of the tab order; the visible button is the last one. */}
                  {sale ? (
                    <button
                      className={cx.honeypot}
                      type="submit"
                      tabIndex={-1}
                      aria-hidden="true"
                      disabled={lines.some((line) => line.soldOut)}
                    >
                      {t.submit}
                    </button>
                  ) : null}
                  <h2 id="datos">{t.formHeading}</h2>
                  {orderKey ? (
                    <input type="hidden" name={ORDER_FIELDS.key} value={orderKey} />
                  ) : null}
                  {errorEntries.length > 0 ? (
                    <div className={cn(cx.notice, cx.errorBox)} role="alert">
                      <p>{t.errorsHeading}</p>
                      <ul>
                        {errorEntries.map(([field, message]) => (
                          <li key={field}>{message}</li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  {single ? (
                    <>
                      <input type="hidden" name="productId" value={single.productId} />
                      {single.variantId ? (
                        <input type="hidden" name="variantId" value={single.variantId} />
                      ) : null}
                      <input type="hidden" name="quantity" value={single.quantity} />
                    </>
                  ) : null}
                  <Field name="name" label={t.name} hint={t.nameHint} error={errors.name}>
                    {(describedBy) => (
                      <input
                        className={cx.input}
                        id="pedido-name"
                        name={ORDER_FIELDS.name}
                        autoComplete="name"
                        required
                        maxLength={80}
                        defaultValue={values.name}
                        aria-invalid={invalid('name')}
                        aria-describedby={describedBy}
                      />
                    )}
                  </Field>
                  <Field name="phone" label={t.phone} hint={t.phoneHint} error={errors.phone}>
                    {(describedBy) => (
                      <input
                        className={cx.input}
                        id="pedido-phone"
                        name={ORDER_FIELDS.phone}
                        type="tel"
                        autoComplete="tel"
                        maxLength={30}
                        defaultValue={values.phone}
                        aria-invalid={invalid('phone')}
                        aria-describedby={describedBy}
                      />
                    )}
                  </Field>
                  {sale ? (
                    <DeliveryChoices sale={sale} values={values} country={store.country} />
                  ) : null}
                  <div className={cx.address} data-address="">
                    <Field
                      name="address"
                      label={t.address}
                      hint={t.addressHint}
                      error={errors.address}
                    >
                      {(describedBy) => (
                        <input
                          className={cx.input}
                          id="pedido-address"
                          name={ORDER_FIELDS.address}
                          autoComplete="street-address"
                          maxLength={200}
                          defaultValue={values.address}
                          aria-invalid={invalid('address')}
                          aria-describedby={describedBy}
                        />
                      )}
                    </Field>
                  </div>
                  <Field name="note" label={t.note} error={errors.note}>
                    {(describedBy) => (
                      <textarea
                        className={cx.input}
                        id="pedido-note"
                        name={ORDER_FIELDS.note}
                        rows={3}
                        maxLength={500}
                        defaultValue={values.note}
                        aria-invalid={invalid('note')}
                        aria-describedby={describedBy}
                      />
                    )}
                  </Field>
                  {sale ? <CouponField sale={sale} values={values} /> : null}
                  {sale ? <PaymentChoices sale={sale} values={values} /> : null}
                  <section aria-labelledby="resumen" className={cx.stack}>
                    <h2 id="resumen">{t.summaryHeading}</h2>
                    <SaleSummary
                      sale={sale}
                      subtotalCents={subtotalCents}
                      country={store.country}
                    />
                  </section>
                  {sale ? (
                    <button
                      className={`${cx.button} ${cx.secondary}`}
                      type="submit"
                      name={ORDER_FIELDS.quote}
                      value="1"
                      formNoValidate
                      data-requote=""
                    >
                      {t.requote}
                    </button>
                  ) : null}
                  <div className={cx.honeypot} aria-hidden="true">
                    <label htmlFor="pedido-website">{t.honeypot}</label>
                    <input
                      id="pedido-website"
                      name={ORDER_FIELDS.honeypot}
                      tabIndex={-1}
                      autoComplete="off"
                      defaultValue=""
                    />
                  </div>
                  <button
                    className={`${cx.button} ${cx.whatsapp} ${cx.block}`}
                    type="submit"
                    disabled={lines.some((line) => line.soldOut)}
                  >
                    {t.submit}
                  </button>
                </form>
              </section>
            ) : (
              <NotTakingOrders />
            )}
          </>
        )}
      </div>
    </StoreLayout>
  );
}

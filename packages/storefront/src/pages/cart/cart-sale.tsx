// The cart's sale (issue 23): the store's delivery options, '¿Tenés un cupón?', its payment methods and the
// breakdown the server priced for the choices. Without JavaScript, 'Aplicar' and 'Actualizar total' post the
// order form back to the server, which answers the cart again (no order is placed); with it, the script
// posts the same form to `/carrito/total` and swaps in the parts marked `data-sale-part` that
// {@link CartSaleFragment} renders. Every figure comes from the server.
import { formatCents, freeShippingHint, type OrderBreakdown } from '@panel/domain';
import { es } from '../../i18n/es';
import type { CartSale, OrderFormValues } from '../../model';
import { cn, cx } from '../../theme/classes';

/** Names of the fields and the parts the script swaps (kept in one place with the server's reader). */
export const SALE_FIELDS = { delivery: 'delivery', coupon: 'coupon', payment: 'payment' } as const;
/** Where the script posts the form for the parts below (a form-encoded post, answered with HTML). */
export const QUOTE_PATH = '/carrito/total';

interface SaleProps {
  sale: CartSale;
  values: OrderFormValues;
  country: string;
}

/** 'Gratis', '$1.500,00', or nothing ('coordinar': no fee shown). */
function feeText(feeCents: number | null, country: string): string | null {
  if (feeCents === null) return null;
  return feeCents === 0 ? es.cart.free : formatCents(feeCents, country);
}

/** The refused delivery choice's reason (a zone's minimum with the amount missing), or empty. */
function DeliveryError({ sale }: { sale: CartSale }) {
  const error = sale.refusal?.field === 'delivery' ? sale.refusal.error : '';
  return (
    <p
      className={cx.fieldError}
      id="delivery-error"
      data-sale-part="delivery-error"
      role={error ? 'alert' : undefined}
      hidden={!error}
    >
      {error}
    </p>
  );
}

/** The store's active delivery options as radios: Retiro points, Envío zones, 'A coordinar'. */
export function DeliveryChoices({ sale, values, country }: SaleProps) {
  const t = es.cart;
  const chosen = values.delivery;
  return (
    <fieldset className={cx.radios} aria-describedby="delivery-error">
      <legend className={cx.label}>{t.delivery}</legend>
      {sale.deliveryOptions.map((option) => {
        const fee = feeText(option.feeCents, country);
        return (
          <label key={option.id} className={cx.radio}>
            <input
              type="radio"
              name={SALE_FIELDS.delivery}
              value={option.id}
              data-kind={option.kind}
              defaultChecked={chosen === option.id || sale.deliveryOptions.length === 1}
              required
            />
            <span className={cx.optionText}>
              <span className={cx.optionName}>
                <span>{option.name}</span>
                {fee ? <span className={cx.price}>{fee}</span> : null}
              </span>
              {option.detail ? <span className={cx.muted}>{option.detail}</span> : null}
            </span>
          </label>
        );
      })}
      <DeliveryError sale={sale} />
    </fieldset>
  );
}

/** The coupon's reason (next to the field) or that it was applied. */
function CouponStatus({ sale }: { sale: CartSale }) {
  const error = sale.refusal?.field === 'coupon' ? sale.refusal.error : '';
  const applied = sale.breakdown?.discounts.find((discount) => discount.kind === 'coupon');
  return (
    <span
      className={error ? cx.fieldError : cx.hint}
      id="coupon-status"
      data-sale-part="coupon-status"
      data-invalid={error ? '' : undefined}
      aria-live="polite"
    >
      {error || (applied?.code ? es.cart.couponApplied(applied.code) : '')}
    </span>
  );
}

/** '¿Tenés un cupón?': the code and 'Aplicar' (a submit that prices the cart again, never an order). */
export function CouponField({ sale, values }: Omit<SaleProps, 'country'>) {
  const t = es.cart;
  const invalid = sale.refusal?.field === 'coupon';
  return (
    <div className={cx.field}>
      <label className={cx.label} htmlFor="pedido-coupon">
        {t.coupon}
      </label>
      <div className={cx.inline}>
        <input
          className={cx.input}
          id="pedido-coupon"
          name={SALE_FIELDS.coupon}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          defaultValue={values.coupon}
          aria-invalid={invalid ? true : undefined}
          aria-describedby="coupon-status"
        />
        <button
          className={`${cx.button} ${cx.secondary}`}
          type="submit"
          name="quote"
          value="coupon"
          formNoValidate
          data-apply=""
        >
          {t.couponApply}
        </button>
      </div>
      <CouponStatus sale={sale} />
    </div>
  );
}

/** The payment methods the store accepts, as radios (with their 'Descuento por medio de pago'). */
export function PaymentChoices({ sale, values }: Omit<SaleProps, 'country'>) {
  const t = es.cart;
  if (sale.paymentMethods.length === 0) return null;
  return (
    <fieldset className={cx.radios}>
      <legend className={cx.label}>{t.payment}</legend>
      {sale.paymentMethods.map((method) => (
        <label key={method.type} className={cx.radio}>
          <input
            type="radio"
            name={SALE_FIELDS.payment}
            value={method.type}
            defaultChecked={values.payment === method.type || sale.paymentMethods.length === 1}
          />
          <span className={cx.optionName}>
            <span>{method.name}</span>
            {method.discountPercent ? (
              <span className={cx.badge}>{t.paymentDiscount(method.discountPercent)}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn(cx.summaryRow, strong && cx.summaryTotal)}>
      <dt>{label}</dt>
      <dd className={cx.price}>{value}</dd>
    </div>
  );
}

/** The delivery line of a breakdown: 'Retiro (Local)': Gratis, 'Envío (CABA)': $1.500, 'Envío': A coordinar. */
function deliveryRow(
  breakdown: OrderBreakdown,
  country: string,
): { label: string; value: string } | null {
  const t = es.cart;
  const delivery = breakdown.delivery;
  if (!delivery) return null;
  if (delivery.kind === 'retiro') return { label: t.pickupAt(delivery.name), value: t.free };
  if (delivery.feeCents === null) return { label: t.delivery, value: t.coordinateFee };
  return {
    label: t.deliveryTo(delivery.name),
    value: delivery.feeCents === 0 ? t.free : formatCents(delivery.feeCents, country),
  };
}

/**
 * The cart's figures: Subtotal, each discount, Envío, Total, and '¡Te faltan … para el envío gratis!'
 * when a zone's free-over amount applies. A refused choice leaves the lines' subtotal as the total.
 */
export function SaleSummary({
  sale,
  subtotalCents,
  country,
}: {
  sale: CartSale | null;
  subtotalCents: number;
  country: string;
}) {
  const t = es.cart;
  const breakdown = sale?.breakdown ?? null;
  const money = (cents: number) => formatCents(cents, country);
  const delivery = breakdown ? deliveryRow(breakdown, country) : null;
  const missing = breakdown?.delivery?.missingForFreeCents ?? null;
  const coordinate = breakdown?.delivery != null && breakdown.delivery.feeCents === null;
  return (
    <div className={cx.summary} data-sale-part="summary" aria-live="polite">
      <dl>
        <Row label={t.subtotal} value={money(breakdown?.subtotalCents ?? subtotalCents)} />
        {breakdown?.discounts.map((discount) => (
          <Row
            key={discount.label}
            label={discount.label}
            value={discount.amountCents > 0 ? `-${money(discount.amountCents)}` : ''}
          />
        ))}
        {delivery ? <Row label={delivery.label} value={delivery.value} /> : null}
        <Row
          label={t.total}
          value={`${money(breakdown?.totalCents ?? subtotalCents)}${coordinate ? ` ${t.coordinateTotal}` : ''}`}
          strong
        />
      </dl>
      {missing !== null && missing > 0 ? (
        <p className={cn(cx.notice, cx.freeHint)}>{freeShippingHint(missing, country)}</p>
      ) : null}
    </div>
  );
}

/**
 * What `/carrito/total` answers the script: the parts of the cart that depend on the choices, each marked
 * `data-sale-part` as the page has them, for the script to swap in place.
 */
export function CartSaleFragment({
  sale,
  subtotalCents,
  country,
}: {
  sale: CartSale;
  subtotalCents: number;
  country: string;
}) {
  return (
    <>
      <SaleSummary sale={sale} subtotalCents={subtotalCents} country={country} />
      <CouponStatus sale={sale} />
      <DeliveryError sale={sale} />
    </>
  );
}

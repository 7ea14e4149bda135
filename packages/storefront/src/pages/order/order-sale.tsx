// The order page's sale (issue 23): the breakdown kept when the order was placed, how to pay with the chosen
// method (each value selectable, with a copy button the script reveals), and '¿Pudiste enviar tu pedido por
// WhatsApp?' (hidden until the script sees the customer come back without having opened WhatsApp).
import { formatCents, PIX_COPY_LABEL, type OrderBreakdown } from '@panel/domain';
import { es } from '../../i18n/es';
import type { OrderPayment } from '../../model';
import { cn, cx } from '../../theme/classes';

/** The rows of the order's breakdown under its lines: Subtotal, discounts, delivery, Total. */
export function BreakdownRows({
  breakdown,
  country,
}: {
  breakdown: OrderBreakdown;
  country: string;
}) {
  const t = es.order;
  const money = (cents: number) => formatCents(cents, country);
  const delivery = breakdown.delivery;
  const coordinate = delivery !== null && delivery.feeCents === null;
  const row = (label: string, value: string, key: string) => (
    <tr key={key} className={cx.breakdownRow}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td>{value}</td>
    </tr>
  );
  return (
    <>
      {row(t.subtotalLabel, money(breakdown.subtotalCents), 'subtotal')}
      {breakdown.discounts.map((discount) =>
        row(
          discount.label,
          discount.amountCents > 0 ? `-${money(discount.amountCents)}` : '',
          discount.label,
        ),
      )}
      {delivery
        ? row(
            delivery.kind === 'retiro'
              ? es.cart.pickupAt(delivery.name)
              : t.deliveryFee(delivery.name),
            delivery.feeCents === null
              ? t.coordinateFee
              : delivery.feeCents === 0
                ? t.free
                : money(delivery.feeCents),
            'delivery',
          )
        : null}
      <tr className={cx.breakdownTotal}>
        <th scope="row" colSpan={2}>
          {t.total}
        </th>
        <td className={cx.price}>
          {money(breakdown.totalCents)}
          {coordinate ? ` ${t.coordinateTotal}` : ''}
        </td>
      </tr>
    </>
  );
}

/** A value to pay with: selectable text, and its copy button (hidden until the script can copy). */
function CopyValue({
  id,
  value,
  copyLabel,
}: {
  id: string;
  value: string;
  copyLabel: string | null;
}) {
  return (
    <span className={cx.payValue}>
      <code id={id}>{value}</code>
      {copyLabel ? (
        <button
          className={`${cx.button} ${cx.secondary}`}
          type="button"
          data-copy-value={id}
          data-copied={es.order.copiedValue}
          data-copy-failed={es.order.copyFailed}
          hidden
        >
          {copyLabel}
        </button>
      ) : null}
    </span>
  );
}

/**
 * 'Cómo pagar': the chosen method's values with 'Copiar alias', 'Copiar CBU'…, a payment link as a button,
 * cash as a line, and for Pix the 'copia e cola' code with 'Copiar código Pix' and its QR (an SVG path the
 * server drew).
 */
export function PaymentCard({
  payment,
  number,
  totalText,
}: {
  payment: OrderPayment;
  number: number;
  totalText: string;
}) {
  const t = es.order;
  return (
    <section className={cn(cx.panel, cx.stack)} aria-labelledby="pago">
      <h2 id="pago">{t.payHeading}</h2>
      <p>
        <strong>{payment.name}</strong>
      </p>
      <p className={cx.price}>{t.payAmount(totalText)}</p>
      {payment.type === 'cash' ? <p>{t.payCash}</p> : null}
      {payment.details.length > 0 ? (
        <dl>
          {payment.details.map((detail, index) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>
                <CopyValue id={`pago-${index}`} value={detail.value} copyLabel={detail.copyLabel} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {payment.pix ? (
        <div className={cx.stack}>
          <svg
            className={cx.qr}
            viewBox={`0 0 ${payment.pix.size} ${payment.pix.size}`}
            role="img"
            aria-label={t.pixQr(totalText)}
            shapeRendering="crispEdges"
          >
            <rect width={payment.pix.size} height={payment.pix.size} fill="#fff" />
            <path d={payment.pix.path} fill="#000" />
          </svg>
          <div className={cx.field}>
            <label className={cx.label} htmlFor="pix-codigo">
              {t.pixText}
            </label>
            <textarea
              className={`${cx.input} ${cx.message}`}
              id="pix-codigo"
              readOnly
              rows={4}
              value={payment.pix.payload}
            />
            <button
              className={`${cx.button} ${cx.secondary}`}
              type="button"
              data-copy-value="pix-codigo"
              data-copied={t.copiedValue}
              data-copy-failed={t.copyFailed}
              hidden
            >
              {PIX_COPY_LABEL}
            </button>
          </div>
        </div>
      ) : null}
      {payment.link ? (
        <a
          className={`${cx.button} ${cx.primary} ${cx.block}`}
          href={payment.link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.payLink}
        </a>
      ) : null}
      {payment.type !== 'cash' ? <p className={cx.muted}>{t.payReference(number)}</p> : null}
      <p role="status" className={cx.muted} data-copy-value-status="" />
    </section>
  );
}

/**
 * '¿Pudiste enviar tu pedido por WhatsApp?' with 'Abrir WhatsApp de nuevo'. Rendered hidden: the script
 * shows it when the customer comes back to this tab without having opened WhatsApp from it (without the
 * script it never shows: the page's own 'Abrir WhatsApp' is there).
 */
export function AskSent({ whatsappUrl, shown }: { whatsappUrl: string; shown: boolean }) {
  const t = es.order;
  return (
    <div
      className={cn(cx.notice, cx.warning, cx.ask)}
      role="status"
      data-ask-sent=""
      hidden={!shown}
    >
      <p>
        <strong>{t.askSent}</strong>
      </p>
      <p>{t.askSentText}</p>
      <a
        className={`${cx.button} ${cx.whatsapp} ${cx.block}`}
        href={whatsappUrl}
        rel="noopener noreferrer"
        data-whatsapp-again=""
      >
        {t.openAgain}
      </a>
    </div>
  );
}

import { DEFAULT_STORE_TIME_ZONE, formatCents, formatMoney, holdUntilText } from '@panel/domain';
import { StoreLayout } from '../../components/store-layout';
import { es } from '../../i18n/es';
import type { OrderPageData } from '../../model';
import { cx } from '../../theme/classes';
import { AskSent, BreakdownRows, PaymentCard } from './order-sale';

export type OrderPageProps = OrderPageData;

/**
 * Order sent `/pedido/{token}`: number, until when its units are held (or its status once the store
 * moved it or its hold ended), lines, the breakdown kept when it was ordered (an older order: its total),
 * how to pay with the chosen method, 'Abrir WhatsApp' (a plain link: it works when the browser blocked the
 * tab the script opened) and 'Copiar pedido' (the script reveals it; without the script the order's text
 * is there to select).
 */
export function OrderPage({
  store,
  number,
  lines,
  total,
  customerName,
  delivery,
  address,
  note,
  whatsappUrl,
  messageText,
  status: given = 'nuevo',
  holdUntil = null,
  timeZone = DEFAULT_STORE_TIME_ZONE,
  breakdown = null,
  payment = null,
  askSent = false,
}: OrderPageProps) {
  const t = es.order;
  const totalText = breakdown
    ? formatCents(breakdown.totalCents, store.country)
    : formatMoney(total, store.country);
  const chosen = breakdown?.delivery ?? null;
  const deliveryText = chosen
    ? chosen.kind === 'retiro'
      ? t.pickupAt(chosen.name, chosen.detail)
      : chosen.kind === 'envio'
        ? t.deliveryTo(chosen.name, address)
        : chosen.name
    : delivery === 'delivery'
      ? t.homeDelivery(address)
      : t.pickup;
  // Only the statuses the page names: anything else passed along is never echoed into the page.
  const status = Object.hasOwn(t.statuses, given) ? given : 'nuevo';
  return (
    <StoreLayout store={store}>
      <div
        className={`${cx.container} ${cx.narrow} ${cx.stack}`}
        data-order={whatsappUrl}
        data-order-number={number}
      >
        <h1>{t.heading(customerName)}</h1>
        {status === 'nuevo' ? <p>{t.lead(number)}</p> : null}
        {status === 'nuevo' ? <AskSent whatsappUrl={whatsappUrl} shown={askSent} /> : null}
        {status === 'nuevo' && holdUntil ? (
          <p className={cx.muted} data-hold-until={holdUntil}>
            {holdUntilText(holdUntil, timeZone)}
          </p>
        ) : null}
        {status !== 'nuevo' ? (
          <p role="status" data-order-status={status}>
            <strong>
              {t.statusLabel}: {t.statuses[status]}
            </strong>
          </p>
        ) : null}
        {status === 'vencido' ? <p>{t.lapsedText}</p> : null}
        {status === 'confirmado' || status === 'entregado' || status === 'cancelado' ? (
          <p>{t.statusTexts[status]}</p>
        ) : null}
        <div className={cx.actions}>
          <a
            className={`${cx.button} ${cx.whatsapp} ${cx.block}`}
            href={whatsappUrl}
            rel="noopener noreferrer"
            data-whatsapp=""
          >
            {t.openWhatsApp}
          </a>
          <button
            className={`${cx.button} ${cx.secondary} ${cx.block}`}
            type="button"
            data-copy="pedido-texto"
            data-copied={t.copied}
            data-copy-failed={t.copyFailed}
            hidden
          >
            {t.copy}
          </button>
        </div>
        <p role="status" className={cx.muted} data-copy-status="" />
        {payment && status !== 'cancelado' && status !== 'vencido' ? (
          <PaymentCard payment={payment} number={number} totalText={totalText} />
        ) : null}
        <section className={cx.panel} aria-labelledby="detalle">
          <h2 id="detalle">{t.title(number)}</h2>
          <table className={cx.table}>
            <caption className={cx.srOnly}>{t.linesHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col">{t.quantity}</th>
                <th scope="col">{t.subtotal}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={`${index}-${line.name}`}>
                  <td>{line.name}</td>
                  <td>{line.quantity}</td>
                  <td>{formatMoney(line.subtotal, store.country)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {breakdown ? (
                <BreakdownRows breakdown={breakdown} country={store.country} />
              ) : (
                <tr>
                  <th scope="row" colSpan={2}>
                    {t.total}
                  </th>
                  <td className={cx.price}>{formatMoney(total, store.country)}</td>
                </tr>
              )}
            </tfoot>
          </table>
          <dl>
            <dt>{t.delivery}</dt>
            <dd>{deliveryText}</dd>
            {note ? (
              <>
                <dt>{t.note}</dt>
                <dd>{note}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <div className={cx.field}>
          <label className={cx.label} htmlFor="pedido-texto">
            {t.messageLabel}
          </label>
          <textarea
            className={`${cx.input} ${cx.message}`}
            id="pedido-texto"
            readOnly
            rows={8}
            value={messageText}
          />
        </div>
        <p>
          <a href="/">{t.backToStore}</a>
        </p>
      </div>
    </StoreLayout>
  );
}

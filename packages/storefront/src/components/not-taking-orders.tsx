import { es } from '../i18n/es';
import { cx } from '../theme/classes';

/** Shown instead of the ordering actions when the store has no WhatsApp number saved. */
export function NotTakingOrders() {
  return (
    <section className={`${cx.notice} ${cx.warning}`} aria-labelledby="sin-pedidos">
      <h2 id="sin-pedidos">{es.notTakingOrders.title}</h2>
      <p>{es.notTakingOrders.text}</p>
    </section>
  );
}

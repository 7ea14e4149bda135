import { StoreLayout } from '../../components/store-layout';
import { es } from '../../i18n/es';
import type { StoreSummary } from '../../model';
import { cx } from '../../theme/classes';

export interface NotFoundPageProps {
  /** The store whose page was not found; null when the link itself names no store. */
  store: StoreSummary | null;
  /** Where a visitor creates a store: the panel's sign-up (PUBLIC_URL). */
  panelUrl: string;
  /** 'order': an order page past its time ('Este pedido ya no está disponible'). Default: a page. */
  kind?: 'page' | 'order';
}

/**
 * 404: an unknown store (with a link to create one in the panel), an unknown/unpublished product, or an
 * order page past its time.
 */
export function NotFoundPage({ store, panelUrl, kind = 'page' }: NotFoundPageProps) {
  const t = es.notFound;
  if (store) {
    return (
      <StoreLayout store={store}>
        <div className={`${cx.container} ${cx.narrow} ${cx.stack}`}>
          <h1>{kind === 'order' ? t.orderGoneTitle : t.pageTitle}</h1>
          <p>{kind === 'order' ? t.orderGoneText : t.pageText}</p>
          <p>
            <a className={`${cx.button} ${cx.primary}`} href="/">
              {t.backToStore}
            </a>
          </p>
        </div>
      </StoreLayout>
    );
  }
  return (
    <main id="contenido" className={cx.main}>
      <div className={`${cx.container} ${cx.narrow} ${cx.stack}`}>
        <h1>{t.storeTitle}</h1>
        <p>{t.storeText}</p>
        <p>
          <a className={`${cx.button} ${cx.primary}`} href={panelUrl}>
            {t.createStore}
          </a>
        </p>
      </div>
    </main>
  );
}

import { storeContactGreeting, whatsappUrl } from '@panel/domain';
import type { ReactNode } from 'react';
import { es } from '../../i18n/es';
import type { StoreSummary } from '../../model';
import { cx } from '../../theme/classes';
import { Picture } from '../picture';

export interface StoreLayoutProps {
  store: StoreSummary;
  /**
   * Lines in the cart when the server knows them (cart and order pages, which are never cached); null on
   * cacheable pages, where the script fills the count in from the cart cookie.
   */
  cartCount?: number | null;
  children: ReactNode;
}

/**
 * Every store page: skip link, header (store picture and name, cart), the main landmark, footer (a
 * WhatsApp contact link when the store has a number: a plain link, so it works without JavaScript).
 */
export function StoreLayout({ store, cartCount = null, children }: StoreLayoutProps) {
  const t = es.layout;
  return (
    <>
      <a className={cx.skip} href="#contenido">
        {t.skipToContent}
      </a>
      <header className={cx.header}>
        <div className={`${cx.container} ${cx.bar}`}>
          <a className={cx.brand} href="/">
            {store.picture ? (
              <Picture
                className={cx.logo}
                image={store.picture}
                alt={t.storePicture(store.name)}
                sizes="40px"
                loading="eager"
              />
            ) : null}
            <span>{store.name}</span>
          </a>
          {store.takingOrders ? (
            <a className={cx.cartLink} href="/carrito" data-cart-link="">
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
                <path
                  d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{t.cart}</span>
              <span data-cart-count="" hidden={!cartCount}>
                {cartCount ?? 0}
              </span>
            </a>
          ) : null}
        </div>
      </header>
      <main id="contenido" className={cx.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={cx.footer}>
        <div className={`${cx.container} ${cx.stack}`}>
          {store.whatsapp ? (
            <a
              className={`${cx.button} ${cx.whatsapp}`}
              href={whatsappUrl(store.whatsapp, storeContactGreeting(store.name))}
            >
              {t.contact}
            </a>
          ) : null}
          <span>{t.footer}</span>
        </div>
      </footer>
    </>
  );
}

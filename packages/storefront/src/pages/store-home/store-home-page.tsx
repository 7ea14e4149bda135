import { formatMoney } from '@panel/domain';
import { NotTakingOrders } from '../../components/not-taking-orders';
import { Picture } from '../../components/picture';
import { StoreLayout } from '../../components/store-layout';
import { es } from '../../i18n/es';
import type { ProductCard, StoreHomeData } from '../../model';
import { cx } from '../../theme/classes';

/**
 * Cards whose pictures load at once: the first rows on a phone (2 columns) — the rest load lazily. The
 * first card's picture is the page's LCP candidate and alone gets the high fetch priority.
 */
const EAGER_CARDS = 4;

/** The query string of a home page: search, category and page (only what differs from the defaults). */
export function homeHref(query: string, categoryId: string | null, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (categoryId) params.set('categoria', categoryId);
  if (page > 1) params.set('pagina', String(page));
  const search = params.toString();
  return search ? `/?${search}` : '/';
}

function Card({
  product,
  index,
  country,
}: {
  product: ProductCard;
  index: number;
  country: string;
}) {
  const t = es.product;
  return (
    <li className={cx.card}>
      <a href={`/${product.slug}`}>
        <div className={cx.cardMedia}>
          {product.picture ? (
            <Picture
              image={product.picture}
              alt=""
              sizes="(min-width: 900px) 260px, (min-width: 600px) 33vw, 50vw"
              loading={index === 0 ? 'lcp' : index < EAGER_CARDS ? 'eager' : 'lazy'}
            />
          ) : (
            <div className={cx.noPicture} />
          )}
          {product.soldOut ? <span className={cx.badge}>{t.soldOut}</span> : null}
        </div>
        <div className={cx.cardBody}>
          <span className={cx.cardName}>{product.name}</span>
          <span className={cx.price}>
            {product.priceFrom
              ? t.priceFrom(formatMoney(product.price, country))
              : formatMoney(product.price, country)}
          </span>
        </div>
      </a>
    </li>
  );
}

export type StoreHomePageProps = StoreHomeData;

/** Store home `/`: the published products as cards, search, category filter and pages of 24. */
export function StoreHomePage({
  store,
  products,
  query,
  categoryId,
  categories,
  page,
  pageCount,
  total,
}: StoreHomePageProps) {
  const t = es.home;
  const filtered = query !== '' || categoryId !== null;
  // A page past the last one (an old link, a typed ?pagina=): the products are on the first page.
  const pastTheEnd = products.length === 0 && total > 0;
  return (
    <StoreLayout store={store}>
      <div className={`${cx.container} ${cx.stack}`}>
        {store.takingOrders ? null : <NotTakingOrders />}
        <h1 className={cx.srOnly}>{store.name}</h1>
        {store.description ? <p className={cx.tagline}>{store.description}</p> : null}
        <form className={cx.toolbar} method="get" action="/" role="search">
          <div className={cx.search}>
            <label className={cx.srOnly} htmlFor="q">
              {t.searchLabel}
            </label>
            <input
              className={cx.input}
              id="q"
              name="q"
              type="search"
              defaultValue={query}
              placeholder={t.searchPlaceholder}
              enterKeyHint="search"
            />
          </div>
          {categories.length > 0 ? (
            <div className={cx.field}>
              <label className={cx.srOnly} htmlFor="categoria">
                {t.categoryLabel}
              </label>
              <select
                className={cx.input}
                id="categoria"
                name="categoria"
                defaultValue={categoryId ?? ''}
              >
                <option value="">
                  {t.categoryLabel}: {t.allCategories}
                </option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button className={`${cx.button} ${cx.secondary}`} type="submit">
            {t.searchButton}
          </button>
        </form>
        <section aria-labelledby="productos" className={cx.stack}>
          <h2 id="productos" className={query ? undefined : cx.srOnly}>
            {query ? t.resultsFor(query, total) : t.productsHeading}
          </h2>
          {pastTheEnd ? (
            <div className={cx.notice}>
              <p>{t.pageEmpty}</p>
              <a href={homeHref(query, categoryId, 1)}>{t.firstPage}</a>
            </div>
          ) : products.length === 0 ? (
            <div className={cx.notice}>
              <p>{filtered ? t.noResults : t.empty}</p>
              {filtered ? <a href="/">{t.clearSearch}</a> : null}
            </div>
          ) : (
            <ul className={cx.grid}>
              {products.map((product, index) => (
                <Card key={product.id} product={product} index={index} country={store.country} />
              ))}
            </ul>
          )}
        </section>
        {pageCount > 1 && !pastTheEnd ? (
          <nav className={cx.pagination} aria-label={t.pagination}>
            {page > 1 ? (
              <a
                className={`${cx.button} ${cx.secondary}`}
                href={homeHref(query, categoryId, page - 1)}
                rel="prev"
              >
                {t.previous}
              </a>
            ) : (
              <span />
            )}
            <span aria-current="page">{t.pageOf(page, pageCount)}</span>
            {page < pageCount ? (
              <a
                className={`${cx.button} ${cx.secondary}`}
                href={homeHref(query, categoryId, page + 1)}
                rel="next"
              >
                {t.next}
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </StoreLayout>
  );
}

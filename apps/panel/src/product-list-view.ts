// The product list's view (rows per page, page, search, sort; spec §3 defaults in @panel/domain) and the
// list call it makes: one mapping for /products and for the first load's early call of its first page,
// so that call fills the very cache entry the page then reads.
import { productsListQuery, type PanelClient } from '@panel/api';
import { TABLE_DEFAULTS } from '@panel/domain';
import type { ProductListSort } from '@panel/ui';

/** What /products shows: its view state. */
export interface ProductListView {
  query: string;
  page: number;
  rowsPerPage: number;
  sort: ProductListSort;
}

/** The view /products opens with: 10 rows, page 0, no search, name ascending. */
export const FIRST_VIEW: ProductListView = TABLE_DEFAULTS;

/** The list call's parameters for `view`. */
export const listParams = ({ query, page, rowsPerPage, sort }: ProductListView) => ({
  q: query,
  offset: page * rowsPerPage,
  limit: rowsPerPage,
  sortBy: sort.field,
  sortType: sort.type,
});

/** The query of the first view's rows (the browser's early call, and the server's render). */
export const firstProductsPage = (client: PanelClient) =>
  productsListQuery(client, listParams(FIRST_VIEW));

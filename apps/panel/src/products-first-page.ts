// The product list's first view (spec §3: 10 rows, page 0, sorted by name ascending): the state /products
// starts in, and the call a first load of /products makes before the page's modules have arrived.
import { productsListQuery } from '@panel/api';
import type { ProductListSort } from '@panel/ui';
import { client } from './api';

export const FIRST_SORT: ProductListSort = { field: 'name', type: 'asc' };
export const FIRST_ROWS = 10;

/** The query of the first page of rows, with no search. */
export const firstProductsPage = () =>
  productsListQuery(client, {
    q: '',
    offset: 0,
    limit: FIRST_ROWS,
    sortBy: FIRST_SORT.field,
    sortType: FIRST_SORT.type,
  });

/**
 * Displayed-rows text of the product table's pagination (spec §2.10): 'from-to de total' (1-based),
 * or 'N de N' on the last page. Our reading: on the last page the range collapses into the total,
 * N being the total count (25 rows at 10 per page, page 2 → '25 de 25', not '21-25 de 25'); a table
 * that fits in one page is its own last page ('7 de 7'), and no results reads '0 de 0'.
 */
export function displayedRowsText(page: number, rowsPerPage: number, total: number): string {
  if (total <= 0) return '0 de 0';
  const from = Math.min(page * rowsPerPage + 1, total);
  const to = Math.min((page + 1) * rowsPerPage, total);
  return to >= total ? `${total} de ${total}` : `${from}-${to} de ${total}`;
}

/**
 * The page to show for `total` rows: `page` itself while it has rows, else the last page that has some
 * (page 0 when there are none). After a delete empties the last page, the list moves back to it instead
 * of showing 'No hay productos' while products exist.
 */
export function pageWithRows(page: number, rowsPerPage: number, total: number): number {
  const lastPage = Math.max(0, Math.ceil(total / rowsPerPage) - 1);
  return Math.min(Math.max(0, page), lastPage);
}

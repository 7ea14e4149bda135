import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_OPTIONS, TABLE_DEFAULTS } from './constants';
import { displayedRowsText, pageWithRows } from './table';

describe('displayedRowsText', () => {
  it("shows 'from-to de total' before the last page", () => {
    expect(displayedRowsText(0, 10, 25)).toBe('1-10 de 25');
    expect(displayedRowsText(1, 10, 25)).toBe('11-20 de 25');
    expect(displayedRowsText(0, 25, 60)).toBe('1-25 de 60');
  });

  it("shows 'N de N' on the last page", () => {
    expect(displayedRowsText(2, 10, 25)).toBe('25 de 25');
    expect(displayedRowsText(1, 10, 20)).toBe('20 de 20');
    expect(displayedRowsText(0, 10, 7)).toBe('7 de 7');
  });

  it('handles no results', () => {
    expect(displayedRowsText(0, 10, 0)).toBe('0 de 0');
  });
});

describe('table defaults', () => {
  it('are 10 rows, page 0, no query, name ascending', () => {
    expect(TABLE_DEFAULTS).toEqual({
      rowsPerPage: 10,
      page: 0,
      query: '',
      sort: { field: 'name', type: 'asc' },
    });
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 25, 50]);
  });
});

describe('pageWithRows', () => {
  it('keeps a page that still has rows', () => {
    expect(pageWithRows(0, 10, 25)).toBe(0);
    expect(pageWithRows(2, 10, 21)).toBe(2);
  });

  it('moves back to the last page with rows once a delete empties the page', () => {
    // 21 rows, page 3 shows row 21; it is deleted: 20 rows, page 3 is empty.
    expect(pageWithRows(2, 10, 20)).toBe(1);
    // Several pages emptied at once (a bulk delete).
    expect(pageWithRows(4, 10, 12)).toBe(1);
  });

  it('goes to the first page when nothing is left', () => {
    expect(pageWithRows(3, 25, 0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultProductQuery,
  pageAfterOverflow,
  priceWithTax,
  productQueryParams,
  sortBy,
  withPageSize,
  withSearch,
} from './products-query.ts';

describe('the inventory list query', () => {
  it('always sends the zero-based page, the sort, the order and the size; a blank search is left out', () => {
    expect(productQueryParams(defaultProductQuery)).toEqual({ sort: 'name', order: 'asc', page: '0', size: '10' });
    expect(productQueryParams({ ...defaultProductQuery, search: '  zeon ', page: 2, size: 25 })).toEqual({
      sort: 'name',
      order: 'asc',
      page: '2',
      size: '25',
      search: 'zeon',
    });
    expect(productQueryParams({ ...defaultProductQuery, page: -3 }).page).toBe('0');
  });

  it('sorts by a new column ascending, flips the order on the same column, and goes back to page 0', () => {
    const onPage2 = { ...defaultProductQuery, page: 2 };
    expect(sortBy(onPage2, 'sku')).toMatchObject({ sort: 'sku', order: 'asc', page: 0 });
    expect(sortBy({ ...onPage2, sort: 'sku' }, 'sku')).toMatchObject({ sort: 'sku', order: 'desc', page: 0 });
    expect(sortBy({ ...onPage2, sort: 'sku', order: 'desc' }, 'sku')).toMatchObject({ order: 'asc' });
    expect(sortBy(onPage2, 'price').search).toBe('');
  });

  it('keeps the first row shown in view when the page size changes (5, 10, 25, 100)', () => {
    expect(withPageSize({ ...defaultProductQuery, page: 3, size: 5 }, 10)).toMatchObject({ page: 1, size: 10 });
    expect(withPageSize({ ...defaultProductQuery, page: 1, size: 10 }, 5)).toMatchObject({ page: 2, size: 5 });
    expect(withPageSize({ ...defaultProductQuery, page: 2, size: 10 }, 100)).toMatchObject({ page: 0, size: 100 });
  });

  it('starts a new search at page 0 and leaves the same search as it is', () => {
    const onPage2 = { ...defaultProductQuery, page: 2, search: 'a' };
    expect(withSearch(onPage2, 'ab')).toMatchObject({ search: 'ab', page: 0 });
    expect(withSearch(onPage2, 'a')).toBe(onPage2);
  });

  it('asks for the last page when the page is beyond it (lastPage counts pages)', () => {
    expect(pageAfterOverflow(3, 3)).toBe(2);
    expect(pageAfterOverflow(4, 3)).toBe(2);
    expect(pageAfterOverflow(0, 1)).toBeNull();
    expect(pageAfterOverflow(2, 3)).toBeNull();
  });

  it('computes the price as the base price plus the tax percent, in cents', () => {
    expect(priceWithTax(100, 20)).toBe(120);
    expect(priceWithTax(99.99, 8)).toBe(107.99);
    expect(priceWithTax(10, 0)).toBe(10);
  });
});

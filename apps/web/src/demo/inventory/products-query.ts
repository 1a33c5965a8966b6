/** The inventory's list query (spec 001 §7, §9): server paging, sorting and search. */
export const productSortKeys = ['sku', 'name', 'price', 'stock', 'active'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];
export type SortOrder = 'asc' | 'desc';

export const productPageSizes = [5, 10, 25, 100] as const;

export type ProductListQuery = { search: string; sort: ProductSortKey; order: SortOrder; page: number; size: number };

export const defaultProductQuery: ProductListQuery = { search: '', sort: 'name', order: 'asc', page: 0, size: 10 };

/**
 * The query string the engine reads: pages are zero-based and always sent (the engine's default
 * page is 1); an empty search is left out.
 */
export function productQueryParams(query: ProductListQuery): Record<string, string> {
  const params: Record<string, string> = {
    sort: query.sort,
    order: query.order,
    page: String(Math.max(0, Math.trunc(query.page))),
    size: String(query.size),
  };
  const search = query.search.trim();
  if (search) {
    params.search = search;
  }
  return params;
}

/** A click on a column header: the same column flips its order, another starts ascending; back to page 0. */
export function sortBy(query: ProductListQuery, key: ProductSortKey): ProductListQuery {
  const order: SortOrder = query.sort === key && query.order === 'asc' ? 'desc' : 'asc';
  return { ...query, sort: key, order, page: 0 };
}

/** A new page size keeps the first row shown in view. */
export function withPageSize(query: ProductListQuery, size: number): ProductListQuery {
  const firstRow = query.page * query.size;
  return { ...query, size, page: Math.floor(firstRow / size) };
}

/** A new search starts at page 0. */
export function withSearch(query: ProductListQuery, search: string): ProductListQuery {
  return search === query.search ? query : { ...query, search, page: 0 };
}

/**
 * The page to ask for when the answer says the page is beyond the last (`products: null`), e.g.
 * after deleting the only product of the last page; null when the page is fine.
 */
export function pageAfterOverflow(page: number, lastPage: number): number | null {
  return page >= lastPage ? Math.max(0, lastPage - 1) : null;
}

/** Price = base price plus the tax percent, rounded to cents (as the seed data holds it). */
export function priceWithTax(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (1 + taxPercent / 100) * 100) / 100;
}

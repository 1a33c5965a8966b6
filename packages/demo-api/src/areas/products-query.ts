/**
 * The product list query of spec 001 §7 and §9: search, sort, order, zero-based page, size.
 * Pure, so its vectors are tested without the HTTP layer as well.
 */

export type ProductQuery = { search?: string; sort?: string; order?: string; page?: string; size?: string };

export type Pagination = {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
};

export type ProductPage<T> =
  { products: T[]; pagination: Pagination } | { products: null; pagination: { lastPage: number } };

/** Keys compared as upper-case text; any other key compares as numbers. */
export const TEXT_SORT_KEYS = ['sku', 'name', 'active'] as const;
export const PRODUCT_LIST_DEFAULTS = { sort: 'name', order: 'asc', page: 1, size: 10 } as const;

export function queryProducts<T extends { name: string }>(all: readonly T[], query: ProductQuery): ProductPage<T> {
  const sort = query.sort || PRODUCT_LIST_DEFAULTS.sort;
  const descending = (query.order || PRODUCT_LIST_DEFAULTS.order).toLowerCase() === 'desc';
  const page = Math.max(wholeNumber(query.page, PRODUCT_LIST_DEFAULTS.page), 0);
  const size = wholeNumber(query.size, PRODUCT_LIST_DEFAULTS.size);
  const pageSize = size >= 1 ? size : PRODUCT_LIST_DEFAULTS.size;
  const search = (query.search ?? '').toLowerCase();

  const found = search.length > 0 ? all.filter((item) => item.name.toLowerCase().includes(search)) : [...all];
  const compare = (TEXT_SORT_KEYS as readonly string[]).includes(sort) ? compareText(sort) : compareNumber(sort);
  found.sort((a, b) => (descending ? compare(b, a) : compare(a, b)));

  const length = found.length;
  const lastPage = Math.max(Math.ceil(length / pageSize), 1);
  if (page >= lastPage) {
    return { products: null, pagination: { lastPage } };
  }
  const startIndex = page * pageSize;
  const end = Math.min(startIndex + pageSize, length);
  return {
    products: found.slice(startIndex, end),
    pagination: { length, size: pageSize, page, lastPage, startIndex, endIndex: end - 1 },
  };
}

/** An integer from the query; absent or not a number → the default. */
function wholeNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') {
    return fallback;
  }
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function field(item: object, key: string): unknown {
  return (item as Record<string, unknown>)[key];
}

function compareText(key: string): (a: object, b: object) => number {
  return (a, b) => {
    const left = String(field(a, key) ?? '').toUpperCase();
    const right = String(field(b, key) ?? '').toUpperCase();
    if (left === right) {
      return 0;
    }
    return left < right ? -1 : 1;
  };
}

function compareNumber(key: string): (a: object, b: object) => number {
  return (a, b) => asNumber(field(a, key)) - asNumber(field(b, key));
}

function asNumber(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

import { demoFetch } from '../lib/demo-fetch.ts';
import { pageAfterOverflow, productQueryParams, type ProductListQuery } from './products-query.ts';

const base = '/api/apps/ecommerce/inventory';

export type ProductTag = { id: string; title: string };
export type InventoryProduct = {
  id: string;
  category: string;
  name: string;
  description: string;
  tags: string[];
  sku: string;
  barcode: string;
  brand: string;
  vendor: string;
  stock: number | '';
  reserved: number | '';
  cost: number | '';
  basePrice: number | '';
  taxPercent: number | '';
  price: number | '';
  weight: number | '';
  thumbnail: string | null;
  images: string[];
  active: boolean;
};
export type Pagination = {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
};
export type ProductPage =
  { products: InventoryProduct[]; pagination: Pagination } | { products: null; pagination: { lastPage: number } };

export const inventoryKeys = {
  all: ['demo', 'inventory'] as const,
  products: (query: ProductListQuery) => ['demo', 'inventory', 'products', query] as const,
  tags: ['demo', 'inventory', 'tags'] as const,
};

export function fetchProducts(query: ProductListQuery): Promise<ProductPage> {
  return demoFetch<ProductPage>(`${base}/products`, { query: productQueryParams(query) });
}

/**
 * The page asked for or, when it is beyond the last (e.g. its only product was just deleted), the
 * last page: the answer's `pagination.page` says which one is shown.
 */
export async function fetchProductsWithin(query: ProductListQuery): Promise<ProductPage> {
  const answer = await fetchProducts(query);
  if (answer.products === null) {
    const page = pageAfterOverflow(query.page, answer.pagination.lastPage);
    if (page !== null && page !== query.page) {
      return fetchProducts({ ...query, page });
    }
  }
  return answer;
}

export function fetchProductTags(): Promise<ProductTag[]> {
  return demoFetch<ProductTag[]>(`${base}/tags`);
}

export function createProduct(): Promise<InventoryProduct> {
  return demoFetch<InventoryProduct>(`${base}/product`, { method: 'POST' });
}

export function updateProduct(id: string, product: Partial<InventoryProduct>): Promise<InventoryProduct> {
  return demoFetch<InventoryProduct>(`${base}/product`, { method: 'PATCH', json: { id, product } });
}

export function deleteProduct(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/product`, { method: 'DELETE', query: { id } });
}

export function createProductTag(title: string): Promise<ProductTag> {
  return demoFetch<ProductTag>(`${base}/tag`, { method: 'POST', json: { tag: { title } } });
}

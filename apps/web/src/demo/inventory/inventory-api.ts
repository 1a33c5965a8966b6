import type { ProductPage as EngineProductPage } from '@atalaya/demo-api/areas/products-query';
import type { Product as InventoryProduct, ProductTag } from '@atalaya/demo-api/areas/inventory-seed';
import { demoFetch } from '../lib/demo-fetch.ts';
import { pageAfterOverflow, productQueryParams, type ProductListQuery } from './products-query.ts';

const base = '/api/apps/ecommerce/inventory';

// The engine's own shapes (types only: nothing of the engine is bundled by this import).
export type { Pagination } from '@atalaya/demo-api/areas/products-query';
export type { Product as InventoryProduct, ProductTag } from '@atalaya/demo-api/areas/inventory-seed';
export type ProductPage = EngineProductPage<InventoryProduct>;

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

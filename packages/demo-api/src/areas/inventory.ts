/** Inventory (spec 001 §3, §7, §9): lists, the paged product query, product and tag CRUD. */
import { defineArea } from '../engine.ts';
import { mergeFields } from '../records.ts';
import { bodyRecord, notFound, ok, textField } from '../router.ts';
import { blankProduct, seedInventory, type InventoryState, type Product, type ProductTag } from './inventory-seed.ts';
import { queryProducts } from './products-query.ts';

const BASE = '/api/apps/ecommerce/inventory';
export const PRODUCT_LIST_DELAY_MS = 300;

export const inventoryArea = defineArea<InventoryState>({
  name: 'inventory',
  seed: ({ random }) => seedInventory(random),
  routes({ state, newId }) {
    function findProduct(id: string): Product | undefined {
      return state().products.find((product) => product.id === id);
    }
    return [
      { method: 'GET', path: `${BASE}/categories`, handler: () => ok(structuredClone(state().categories)) },
      { method: 'GET', path: `${BASE}/brands`, handler: () => ok(structuredClone(state().brands)) },
      { method: 'GET', path: `${BASE}/vendors`, handler: () => ok(structuredClone(state().vendors)) },
      { method: 'GET', path: `${BASE}/tags`, handler: () => ok(structuredClone(state().tags)) },
      {
        method: 'GET',
        path: `${BASE}/products`,
        delayMs: PRODUCT_LIST_DELAY_MS,
        handler: ({ query }) => ok(structuredClone(queryProducts(state().products, query))),
      },
      {
        method: 'GET',
        path: `${BASE}/product`,
        handler({ query }) {
          const product = findProduct(query.id ?? '');
          return product ? ok(structuredClone(product)) : notFound();
        },
      },
      {
        method: 'POST',
        path: `${BASE}/product`,
        handler() {
          const product = blankProduct(newId());
          state().products.unshift(product);
          return ok(structuredClone(product));
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/product`,
        handler({ body }) {
          const fields = bodyRecord(body);
          const product = findProduct(textField(fields, 'id'));
          if (!product) {
            return notFound();
          }
          mergeFields(product, fields.product);
          return ok(structuredClone(product));
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/product`,
        handler({ query }) {
          const products = state().products;
          const index = products.findIndex((product) => product.id === query.id);
          if (index < 0) {
            return notFound();
          }
          products.splice(index, 1);
          return ok(true);
        },
      },
      {
        method: 'POST',
        path: `${BASE}/tag`,
        handler({ body }) {
          const given = bodyRecord(bodyRecord(body).tag);
          const tag: ProductTag = { ...given, id: newId(), title: textField(given, 'title') };
          state().tags.unshift(tag);
          return ok({ ...tag });
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/tag`,
        handler({ body }) {
          const fields = bodyRecord(body);
          const tag = state().tags.find((item) => item.id === textField(fields, 'id'));
          if (!tag) {
            return notFound();
          }
          mergeFields(tag, fields.tag);
          return ok({ ...tag });
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/tag`,
        handler({ query }) {
          const { tags, products } = state();
          const index = tags.findIndex((tag) => tag.id === query.id);
          if (index < 0) {
            return notFound();
          }
          const [removed] = tags.splice(index, 1);
          for (const product of products) {
            product.tags = product.tags.filter((tagId) => tagId !== removed?.id);
          }
          return ok(true);
        },
      },
    ];
  },
});

import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../test-support.ts';
import { SEED_PRODUCT_COUNT, TAX_PERCENTS, type Product, type ProductTag } from './inventory-seed.ts';
import { PRODUCT_LIST_DELAY_MS } from './inventory.ts';
import { type Pagination } from './products-query.ts';

const demo = useDemoServer();
const BASE = '/api/apps/ecommerce/inventory';

type Page = { products: Product[] | null; pagination: Partial<Pagination> };

async function page(query: string): Promise<Page> {
  const answer = await demo.call('GET', `${BASE}/products?${query}`);
  expect(answer.status).toBe(200);
  return answer.body as Page;
}

async function everyProduct(): Promise<Product[]> {
  return (await page('page=0&size=1000')).products ?? [];
}

describe('inventory lists', () => {
  it.each([
    ['categories', ['Mens', 'Ladies', 'Unisex']],
    ['brands', ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon']],
    ['vendors', ['Evel', 'Mivon', 'Neogen']],
  ])('%s are the seed of §3 with slugs', async (list, expected) => {
    const items = (await demo.call('GET', `${BASE}/${list}`)).body as { name: string; slug: string }[];
    expect(items.map((item) => item.name)).toEqual(expected);
    expect(items.map((item) => item.slug)).toEqual(expected.map((name) => name.toLowerCase()));
  });

  it('tags include those of §3', async () => {
    const tags = (await demo.call('GET', `${BASE}/tags`)).body as ProductTag[];
    const titles = tags.map((tag) => tag.title);
    for (const title of [
      'mens',
      'ladies',
      'unisex',
      '44mm',
      '40mm',
      '5 ATM',
      '10 ATM',
      'automatic',
      'chronograph',
      'watch',
    ]) {
      expect(titles).toContain(title);
    }
  });
});

describe('seeded products', () => {
  it('are 23 with price = base price plus tax, a tax of §9 and known category, brand, vendor, tags', async () => {
    const products = await everyProduct();
    expect(products).toHaveLength(SEED_PRODUCT_COUNT);
    async function ids(list: string): Promise<string[]> {
      return ((await demo.call('GET', `${BASE}/${list}`)).body as { id: string }[]).map((item) => item.id);
    }
    const [categories, brands, vendors, tags] = await Promise.all(['categories', 'brands', 'vendors', 'tags'].map(ids));
    for (const product of products) {
      expect(TAX_PERCENTS).toContain(product.taxPercent);
      expect(product.price).toBeCloseTo(Number(product.basePrice) * (1 + Number(product.taxPercent) / 100), 2);
      expect(categories).toContain(product.category);
      expect(brands).toContain(product.brand);
      expect(vendors).toContain(product.vendor);
      expect(product.tags.every((tag) => tags?.includes(tag))).toBe(true);
      expect(typeof product.active).toBe('boolean');
    }
  });
});

describe('GET products: pages of the 23 seeded products', () => {
  it('page 0 → 10 items, startIndex 0, endIndex 9', async () => {
    const answer = await page('page=0&size=10');
    expect(answer.products).toHaveLength(10);
    expect(answer.pagination).toEqual({ length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 });
  });

  it('page 2 → 3 items, startIndex 20, endIndex 22', async () => {
    const answer = await page('page=2&size=10');
    expect(answer.products).toHaveLength(3);
    expect(answer.pagination).toEqual({ length: 23, size: 10, page: 2, lastPage: 3, startIndex: 20, endIndex: 22 });
  });

  it('page 4 → products null, pagination only lastPage', async () => {
    expect(await page('page=4&size=10')).toEqual({ products: null, pagination: { lastPage: 3 } });
  });

  it('no parameters → sort name asc, page 1, size 10', async () => {
    const answer = await page('');
    expect(answer.pagination).toEqual({ length: 23, size: 10, page: 1, lastPage: 3, startIndex: 10, endIndex: 19 });
    const names = (await everyProduct()).map((product) => product.name.toUpperCase());
    expect(answer.products?.map((product) => product.name.toUpperCase())).toEqual(names.slice(10, 20));
  });

  it('pages concatenate to the whole sorted list', async () => {
    const pages = await Promise.all([0, 1, 2].map((n) => page(`page=${n}&size=10&sort=price&order=desc`)));
    const joined = pages.flatMap((p) => p.products ?? []);
    const prices = joined.map((product) => Number(product.price));
    expect(joined).toHaveLength(23);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('sorts by stock as numbers and by sku as upper-case text', async () => {
    const byStock = (await page('page=0&size=100&sort=stock')).products?.map((p) => Number(p.stock)) ?? [];
    expect(byStock).toEqual([...byStock].sort((a, b) => a - b));
    const bySku = (await page('page=0&size=100&sort=sku&order=desc')).products?.map((p) => p.sku.toUpperCase()) ?? [];
    expect(bySku).toEqual([...bySku].sort().reverse());
  });

  it('search matches names case-insensitively', async () => {
    const first = (await everyProduct())[0] as Product;
    const word = (first.name.split(' ')[1] ?? '').toLowerCase();
    const answer = await page(`page=0&size=100&search=${encodeURIComponent(word.toUpperCase())}`);
    const expected = (await everyProduct()).filter((product) => product.name.toLowerCase().includes(word));
    expect(answer.products?.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(answer.pagination.length).toBe(expected.length);
  });

  it('declares the 300 ms delay of §9', () => {
    const route = demo.api.routes.find((r) => r.path === `${BASE}/products`);
    expect(route?.delayMs).toBe(PRODUCT_LIST_DELAY_MS);
    expect(PRODUCT_LIST_DELAY_MS).toBe(300);
  });
});

describe('product CRUD', () => {
  it('POST creates "A New Product", inactive, with empty fields, at the top', async () => {
    const created = (await demo.call('POST', `${BASE}/product`)).body as Product;
    expect(created).toMatchObject({ name: 'A New Product', active: false, tags: [], images: [], sku: '', price: '' });
    expect(demo.api.stateOf<{ products: Product[] }>('inventory').products[0]?.id).toBe(created.id);
    expect(await everyProduct()).toHaveLength(SEED_PRODUCT_COUNT + 1);
    expect((await demo.call('GET', `${BASE}/product?id=${created.id}`)).body).toEqual(created);
  });

  it('PATCH merges the given fields only', async () => {
    const target = (await everyProduct())[4] as Product;
    const answer = await demo.call('PATCH', `${BASE}/product`, {
      id: target.id,
      product: { active: !target.active, stock: 3 },
    });
    expect(answer).toEqual({ status: 200, body: { ...target, active: !target.active, stock: 3 } });
  });

  it('DELETE removes the product and answers true', async () => {
    const target = (await everyProduct())[0] as Product;
    expect(await demo.call('DELETE', `${BASE}/product?id=${target.id}`)).toEqual({ status: 200, body: true });
    expect((await everyProduct()).map((p) => p.id)).not.toContain(target.id);
  });

  it.each([
    ['GET', '/product?id=nope', undefined],
    ['PATCH', '/product', { id: 'nope', product: { name: 'x' } }],
    ['DELETE', '/product?id=nope', undefined],
    ['PATCH', '/tag', { id: 'nope', tag: { title: 'x' } }],
    ['DELETE', '/tag?id=nope', undefined],
  ])('%s %s with an unknown id answers 404 and changes nothing', async (method, path, body) => {
    const before = await everyProduct();
    expect((await demo.call(method, `${BASE}${path}`, body)).status).toBe(404);
    expect(await everyProduct()).toEqual(before);
  });
});

describe('product tags', () => {
  it('POST creates a tag at the top, PATCH renames it', async () => {
    const created = (await demo.call('POST', `${BASE}/tag`, { tag: { title: 'titanium' } })).body as ProductTag;
    expect(created.title).toBe('titanium');
    const tags = (await demo.call('GET', `${BASE}/tags`)).body as ProductTag[];
    expect(tags[0]).toEqual(created);
    const renamed = await demo.call('PATCH', `${BASE}/tag`, { id: created.id, tag: { title: 'Titanium' } });
    expect(renamed.body).toEqual({ id: created.id, title: 'Titanium' });
  });

  it('DELETE removes the tag from the list and from every product', async () => {
    const tags = (await demo.call('GET', `${BASE}/tags`)).body as ProductTag[];
    const watch = tags.find((tag) => tag.title === 'watch') as ProductTag;
    expect((await everyProduct()).every((product) => product.tags.includes(watch.id))).toBe(true);
    expect(await demo.call('DELETE', `${BASE}/tag?id=${watch.id}`)).toEqual({ status: 200, body: true });
    expect((await everyProduct()).some((product) => product.tags.includes(watch.id))).toBe(false);
    const after = (await demo.call('GET', `${BASE}/tags`)).body as ProductTag[];
    expect(after.map((tag) => tag.id)).not.toContain(watch.id);
  });
});

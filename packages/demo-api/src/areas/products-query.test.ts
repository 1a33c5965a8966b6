import { describe, expect, it } from 'vitest';
import { queryProducts } from './products-query.ts';

type Item = { name: string; sku: string; price: number | ''; active: boolean; stock: number };

function items(count: number): Item[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Item ${String(i).padStart(2, '0')}`,
    sku: `S-${i}`,
    price: i * 10,
    active: i % 2 === 0,
    stock: 100 - i,
  }));
}

describe('product query: pages', () => {
  const list = items(23);

  it.each([
    [0, 10, 0, 9],
    [1, 10, 10, 19],
    [2, 3, 20, 22],
  ])('page %i of 23 with size 10 → %i items, %i..%i', (page, count, startIndex, endIndex) => {
    const answer = queryProducts(list, { page: String(page), size: '10' });
    expect(answer.products).toHaveLength(count);
    expect(answer.pagination).toEqual({ length: 23, size: 10, page, lastPage: 3, startIndex, endIndex });
    expect(answer.products?.[0]?.name).toBe(`Item ${String(startIndex).padStart(2, '0')}`);
  });

  it.each([3, 4, 99])('page %i (beyond the last) → products null and only lastPage', (page) => {
    expect(queryProducts(list, { page: String(page), size: '10' })).toEqual({
      products: null,
      pagination: { lastPage: 3 },
    });
  });

  it('defaults: sort name, order asc, page 1 (zero-based), size 10', () => {
    const answer = queryProducts(list, {});
    expect(answer.pagination).toEqual({ length: 23, size: 10, page: 1, lastPage: 3, startIndex: 10, endIndex: 19 });
  });

  it('an empty list has one (empty) page', () => {
    expect(queryProducts([], { page: '0' })).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
  });

  it('size 5 gives 5 pages of 23; an unusable size falls back to 10', () => {
    expect(queryProducts(list, { page: '4', size: '5' }).pagination).toMatchObject({ lastPage: 5, startIndex: 20 });
    expect(queryProducts(list, { page: '0', size: '0' }).pagination).toMatchObject({ size: 10 });
    expect(queryProducts(list, { page: '0', size: 'x' }).pagination).toMatchObject({ size: 10 });
  });
});

describe('product query: sort and search', () => {
  it('sorts sku, name and active as upper-case text', () => {
    const list = [
      { name: 'beta', sku: 'b-2', active: true, price: 1 },
      { name: 'Alpha', sku: 'C-1', active: false, price: 2 },
      { name: 'alpha two', sku: 'a-3', active: true, price: 3 },
    ];
    const byName = queryProducts(list, { page: '0', sort: 'name' }).products?.map((p) => p.name);
    expect(byName).toEqual(['Alpha', 'alpha two', 'beta']);
    const bySkuDesc = queryProducts(list, { page: '0', sort: 'sku', order: 'desc' }).products?.map((p) => p.sku);
    expect(bySkuDesc).toEqual(['C-1', 'b-2', 'a-3']);
    const byActive = queryProducts(list, { page: '0', sort: 'active' }).products?.map((p) => p.active);
    expect(byActive).toEqual([false, true, true]);
  });

  it('sorts any other key as numbers (10 after 9, not before)', () => {
    const list = [
      { name: 'a', price: 10 },
      { name: 'b', price: 9 },
      { name: 'c', price: 100 },
      { name: 'd', price: '' as const },
    ];
    expect(queryProducts(list, { page: '0', sort: 'price' }).products?.map((p) => p.price)).toEqual(['', 9, 10, 100]);
    expect(queryProducts(list, { page: '0', sort: 'price', order: 'desc' }).products?.map((p) => p.price)).toEqual([
      100,
      10,
      9,
      '',
    ]);
  });

  it('search is a case-insensitive match on the name, paginated after filtering', () => {
    const list = items(23);
    const answer = queryProducts(list, { page: '0', search: 'ITEM 1' });
    expect(answer.products?.map((p) => p.name)).toEqual([
      'Item 10',
      'Item 11',
      'Item 12',
      'Item 13',
      'Item 14',
      'Item 15',
      'Item 16',
      'Item 17',
      'Item 18',
      'Item 19',
    ]);
    expect(answer.pagination).toMatchObject({ length: 10, lastPage: 1 });
    expect(queryProducts(list, { page: '0', search: 'nothing' })).toMatchObject({ products: [] });
  });
});

/** Seed of the inventory (spec 001 §3, §9): the lists of the spec and 23 watches of our own. */
import { watchImage } from '../images.ts';
import { type Random, round2 } from '../random.ts';
import { WATCH_DESCRIPTIONS, WATCH_WORDS } from '../words.ts';

export type Category = { id: string; parentId: null; name: string; slug: string };
export type Brand = { id: string; name: string; slug: string };
export type Vendor = { id: string; name: string; slug: string };
export type ProductTag = { id: string; title: string };

export type Product = {
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

export type InventoryState = {
  categories: Category[];
  brands: Brand[];
  vendors: Vendor[];
  tags: ProductTag[];
  products: Product[];
};

export const SEED_PRODUCT_COUNT = 23;
export const TAX_PERCENTS = [8, 10, 18, 20, 30] as const;
const CATEGORY_NAMES = ['Mens', 'Ladies', 'Unisex'];
const BRAND_NAMES = ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon'];
const VENDOR_NAMES = ['Evel', 'Mivon', 'Neogen'];
const TAG_TITLES = [
  'mens',
  'ladies',
  'unisex',
  '44mm',
  '40mm',
  '36mm',
  '5 ATM',
  '10 ATM',
  '20 ATM',
  'automatic',
  'quartz',
  'chronograph',
  'steel',
  'leather',
  'watch',
];

function slugOf(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

export function seedInventory(random: Random): InventoryState {
  const categories = CATEGORY_NAMES.map((name) => ({ id: random.uuid(), parentId: null, name, slug: slugOf(name) }));
  const brands = BRAND_NAMES.map((name) => ({ id: random.uuid(), name, slug: slugOf(name) }));
  const vendors = VENDOR_NAMES.map((name) => ({ id: random.uuid(), name, slug: slugOf(name) }));
  const tags = TAG_TITLES.map((title) => ({ id: random.uuid(), title }));
  const tagId = new Map(tags.map((tag) => [tag.title, tag.id]));
  const names = new Set<string>();
  while (names.size < SEED_PRODUCT_COUNT) {
    names.add(`${random.pick(WATCH_WORDS.first)} ${random.pick(WATCH_WORDS.second)} ${random.pick(WATCH_WORDS.third)}`);
  }
  const products = [...names].map((name, index): Product => {
    const categoryIndex = random.int(0, categories.length - 1);
    const category = categories[categoryIndex] as Category;
    const chosenTags = [
      category.slug,
      random.pick(['44mm', '40mm', '36mm']),
      random.pick(['5 ATM', '10 ATM', '20 ATM']),
      random.pick(['automatic', 'quartz']),
      ...(name.includes('Chronograph') ? ['chronograph'] : []),
      random.pick(['steel', 'leather']),
      'watch',
    ];
    const cost = round2(random.int(120, 900) + random.int(0, 99) / 100);
    const basePrice = Math.round(cost * (1.4 + random.next() * 0.8));
    const taxPercent = random.pick(TAX_PERCENTS);
    const images = Array.from({ length: random.int(2, 4) }, (_, variant) => watchImage(index, variant));
    return {
      id: random.uuid(),
      category: category.id,
      name,
      description: random.pick(WATCH_DESCRIPTIONS),
      tags: chosenTags.map((title) => tagId.get(title) ?? ''),
      sku: `${name.slice(0, 3).toUpperCase()}-${String(random.int(1000, 9999))}`,
      barcode: String(random.int(100_000, 999_999)) + String(random.int(1_000_000, 9_999_999)),
      brand: random.pick(brands).id,
      vendor: random.pick(vendors).id,
      stock: random.int(0, 60),
      reserved: random.int(0, 12),
      cost,
      basePrice,
      taxPercent,
      price: round2(basePrice * (1 + taxPercent / 100)),
      weight: round2(0.05 + random.int(0, 60) / 100),
      thumbnail: images[0] ?? null,
      images,
      active: random.chance(0.7),
    };
  });
  return { categories, brands, vendors, tags, products };
}

/** Spec 001 §3: "A New Product", empty strings for the other text and number fields, inactive. */
export function blankProduct(id: string): Product {
  return {
    id,
    category: '',
    name: 'A New Product',
    description: '',
    tags: [],
    sku: '',
    barcode: '',
    brand: '',
    vendor: '',
    stock: '',
    reserved: '',
    cost: '',
    basePrice: '',
    taxPercent: '',
    price: '',
    weight: '',
    thumbnail: '',
    images: [],
    active: false,
  };
}

import { describe, expect, it } from 'vitest';
import { createDemo } from '../demo-areas.ts';
import { useDemoServer } from '../test-support.ts';
import { parseLimit, type FaqCategoryWithFaqs, type GuideAnswer, type GuideCategoryWithGuides } from './help-center.ts';
import { FAQ_CATEGORIES } from './help-center-faqs.ts';
import { GUIDE_CATEGORIES } from './help-center-guides.ts';
import { slugOf, type HelpCenterState } from './help-center-seed.ts';

const demo = useDemoServer();
const BASE = '/api/apps/help-center';
const FAQ_SLUGS = ['most-asked', 'general-inquiries', 'licenses', 'payments', 'support'];
const GUIDE_SLUGS = ['getting-started', 'projects', 'settings', 'payments', 'your-account'];

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const answer = await demo.call('GET', `${BASE}${path}`);
  return { status: answer.status, body: answer.body as T };
}

describe('help center FAQs', () => {
  it('without a slug: the five categories of §3, each with its own faqs', async () => {
    const { status, body } = await get<FaqCategoryWithFaqs[]>('/faqs');
    expect(status).toBe(200);
    expect(body.map((category) => category.slug)).toEqual(FAQ_SLUGS);
    for (const category of body) {
      expect(Object.keys(category).sort()).toEqual(['faqs', 'id', 'slug', 'title']);
      expect(category.faqs.length).toBeGreaterThanOrEqual(4);
      for (const faq of category.faqs) {
        expect(Object.keys(faq).sort()).toEqual(['answer', 'categoryId', 'id', 'question']);
        expect(faq.categoryId).toBe(category.id);
        expect(faq.question.endsWith('?')).toBe(true);
        expect(faq.answer.length).toBeGreaterThan(40);
      }
    }
    const ids = body.flatMap((category) => [category.id, ...category.faqs.map((faq) => faq.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('with a slug: that category and exactly its faqs', async () => {
    const all = (await get<FaqCategoryWithFaqs[]>('/faqs')).body;
    const { status, body } = await get<FaqCategoryWithFaqs>('/faqs?slug=licenses');
    expect(status).toBe(200);
    expect(body).toEqual(all.find((category) => category.slug === 'licenses'));
    expect(body.title).toBe('Licenses');
    expect(body.faqs.map((faq) => faq.question)).toEqual(
      FAQ_CATEGORIES.find((category) => category.slug === 'licenses')?.faqs.map((faq) => faq.question),
    );
  });

  it('an unknown slug answers 404; an empty slug is the same as none', async () => {
    expect(await get('/faqs?slug=refunds')).toEqual({ status: 404, body: { error: 'Not found' } });
    expect((await get<unknown[]>('/faqs?slug=')).body).toHaveLength(5);
  });
});

describe('help center guides', () => {
  it('without a slug: every category with the first 5 guides, visibleGuides and totalGuides', async () => {
    const { status, body } = await get<GuideCategoryWithGuides[]>('/guides');
    expect(status).toBe(200);
    expect(body.map((category) => category.slug)).toEqual(GUIDE_SLUGS);
    const totals = GUIDE_CATEGORIES.map((category) => category.guides.length);
    expect(body.map((category) => category.totalGuides)).toEqual(totals);
    expect(body.map((category) => category.visibleGuides)).toEqual(totals.map((total) => Math.min(total, 5)));
    // Some categories hold more than 5 (their screen offers "see all"), some fewer.
    expect(totals.some((total) => total > 5)).toBe(true);
    expect(totals.some((total) => total < 5)).toBe(true);
    for (const category of body) {
      expect(category.guides).toHaveLength(category.visibleGuides);
      expect(category.guides.map((guide) => guide.title)).toEqual(
        GUIDE_CATEGORIES.find((text) => text.slug === category.slug)
          ?.guides.slice(0, 5)
          .map((guide) => guide.title),
      );
      for (const guide of category.guides) {
        expect(Object.keys(guide).sort()).toEqual(['categoryId', 'id', 'slug', 'subtitle', 'title']);
        expect(guide.categoryId).toBe(category.id);
        expect(guide.slug).toBe(slugOf(guide.title));
      }
    }
  });

  it('limit=2 gives two guides per category and the same totals', async () => {
    const { body } = await get<GuideCategoryWithGuides[]>('/guides?limit=2');
    const full = (await get<GuideCategoryWithGuides[]>('/guides')).body;
    for (const [index, category] of body.entries()) {
      expect(category.visibleGuides).toBe(2);
      expect(category.guides).toHaveLength(2);
      expect(category.totalGuides).toBe(full[index]?.totalGuides);
      expect(category.guides).toEqual(full[index]?.guides.slice(0, 2));
    }
    const wide = (await get<GuideCategoryWithGuides[]>('/guides?limit=50')).body;
    expect(wide.map((category) => category.visibleGuides)).toEqual(wide.map((category) => category.totalGuides));
  });

  it('a limit that is not a positive integer answers 400', async () => {
    for (const limit of ['0', '-1', '2.5', 'abc', '1e3', '99999999999999999999']) {
      const answer = await get(`/guides?limit=${encodeURIComponent(limit)}`);
      expect(answer).toEqual({ status: 400, body: { error: 'limit must be a positive integer' } });
    }
    expect(parseLimit(undefined)).toBeUndefined();
    expect(parseLimit('7')).toBe(7);
  });

  it('with a slug: that category with all its guides', async () => {
    const { status, body } = await get<GuideCategoryWithGuides>('/guides?slug=your-account');
    expect(status).toBe(200);
    expect(body.title).toBe('Your account');
    expect(body.guides.map((guide) => guide.title)).toEqual(GUIDE_CATEGORIES[4]?.guides.map((guide) => guide.title));
    expect(body.totalGuides).toBe(body.guides.length);
    expect(body.guides.length).toBeGreaterThan(5);
    expect(await get('/guides?slug=nowhere')).toEqual({ status: 404, body: { error: 'Not found' } });
  });
});

describe('one guide', () => {
  it('answers the category with a guides list holding the one guide, with its content', async () => {
    const listing = (await get<GuideCategoryWithGuides>('/guides?slug=payments')).body;
    const wanted = listing.guides[0];
    const { status, body } = await get<GuideAnswer>('/guide?categorySlug=payments&guideSlug=add-prepaid-credit');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: listing.id, slug: 'payments', title: 'Payments' });
    expect(body.guides).toHaveLength(1);
    const guide = body.guides[0];
    expect(guide).toMatchObject({ ...wanted, title: 'Add prepaid credit' });
    // Rich text: a few blocks of a small HTML subset, and nothing else.
    expect(guide.content).toMatch(/^<p>.+<\/p><h2>Step by step<\/h2><ol>(<li>[^<]+<\/li>){3,5}<\/ol><p>[^<]+<\/p>$/);
    // The steps come from the category's own steps, in the order it lists them.
    const pool = GUIDE_CATEGORIES.find((category) => category.slug === 'payments')?.steps ?? [];
    const steps = [...guide.content.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => pool.indexOf(match[1] ?? ''));
    expect(steps.every((index) => index >= 0)).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('404 for an unknown category or guide, or a guide of another category; 400 without both slugs', async () => {
    const notFound = { status: 404, body: { error: 'Not found' } };
    expect(await get('/guide?categorySlug=nowhere&guideSlug=add-prepaid-credit')).toEqual(notFound);
    expect(await get('/guide?categorySlug=payments&guideSlug=nothing-here')).toEqual(notFound);
    expect(await get('/guide?categorySlug=settings&guideSlug=add-prepaid-credit')).toEqual(notFound);
    const bad = { status: 400, body: { error: 'categorySlug and guideSlug are required' } };
    expect(await get('/guide')).toEqual(bad);
    expect(await get('/guide?categorySlug=payments')).toEqual(bad);
    expect(await get('/guide?guideSlug=add-prepaid-credit')).toEqual(bad);
  });

  it('answers copies: changing an answer never changes the store', async () => {
    const first = (await get<GuideAnswer>('/guide?categorySlug=settings&guideSlug=connect-an-api-key')).body;
    first.guides[0].title = 'changed';
    const again = (await get<GuideAnswer>('/guide?categorySlug=settings&guideSlug=connect-an-api-key')).body;
    expect(again.guides[0].title).toBe('Connect an API key');
  });
});

describe('help center seed', () => {
  it('is deterministic and unique: two stores hold the same data, slugs unique per category', () => {
    const a = createDemo({ delayScale: 0 }).stateOf<HelpCenterState>('help-center');
    const b = createDemo({ delayScale: 0 }).stateOf<HelpCenterState>('help-center');
    expect(a).toEqual(b);
    for (const category of a.guideCategories) {
      const slugs = a.guides.filter((guide) => guide.categoryId === category.id).map((guide) => guide.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    expect(slugOf('What is this marketplace?')).toBe('what-is-this-marketplace');
  });
});

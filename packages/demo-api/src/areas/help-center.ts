/**
 * Help center (spec 001 §3, §7, §9): FAQs by category, guides by category (the first `limit` of
 * each, 5 by default) and one guide with its content. Unknown slugs answer 404; a `limit` that is
 * not a positive integer and a guide call without both slugs answer 400.
 */
import { defineArea } from '../engine.ts';
import { notFound, ok, type DemoResponse } from '../router.ts';
import {
  seedHelpCenter,
  type Faq,
  type FaqCategory,
  type Guide,
  type GuideCategory,
  type GuideWithContent,
  type HelpCenterState,
} from './help-center-seed.ts';

const BASE = '/api/apps/help-center';
/** §9: guides shown per category. */
export const DEFAULT_GUIDE_LIMIT = 5;

export type FaqCategoryWithFaqs = FaqCategory & { faqs: Faq[] };
export type GuideCategoryWithGuides = GuideCategory & { visibleGuides: number; totalGuides: number; guides: Guide[] };
export type GuideAnswer = GuideCategory & { guides: [GuideWithContent] };

function badRequest(error: string): DemoResponse {
  return { status: 400, body: { error } };
}

/** A guide as listed: everything but its content. */
function listed({ id, categoryId, slug, title, subtitle }: GuideWithContent): Guide {
  return { id, categoryId, slug, title, subtitle };
}

/** `undefined` for absent or empty, the number for a positive integer, `null` for anything else. */
export function parseLimit(text: string | undefined): number | undefined | null {
  if (text === undefined || text === '') {
    return undefined;
  }
  if (!/^\d+$/.test(text)) {
    return null;
  }
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export const helpCenterArea = defineArea<HelpCenterState>({
  name: 'help-center',
  seed: ({ random }) => seedHelpCenter(random),
  routes({ state }) {
    function faqCategory(category: FaqCategory): FaqCategoryWithFaqs {
      const faqs = state().faqs.filter((faq) => faq.categoryId === category.id);
      return { ...category, faqs: structuredClone(faqs) };
    }
    function guideCategory(category: GuideCategory, limit?: number): GuideCategoryWithGuides {
      const all = state().guides.filter((guide) => guide.categoryId === category.id);
      const guides = (limit === undefined ? all : all.slice(0, limit)).map(listed);
      return { ...category, visibleGuides: guides.length, totalGuides: all.length, guides };
    }
    return [
      {
        method: 'GET',
        path: `${BASE}/faqs`,
        handler({ query }) {
          const { faqCategories } = state();
          if (!query.slug) {
            return ok(faqCategories.map(faqCategory));
          }
          const category = faqCategories.find((item) => item.slug === query.slug);
          return category ? ok(faqCategory(category)) : notFound();
        },
      },
      {
        method: 'GET',
        path: `${BASE}/guides`,
        handler({ query }) {
          const { guideCategories } = state();
          if (query.slug) {
            const category = guideCategories.find((item) => item.slug === query.slug);
            return category ? ok(guideCategory(category)) : notFound();
          }
          const limit = parseLimit(query.limit);
          if (limit === null) {
            return badRequest('limit must be a positive integer');
          }
          return ok(guideCategories.map((category) => guideCategory(category, limit ?? DEFAULT_GUIDE_LIMIT)));
        },
      },
      {
        method: 'GET',
        path: `${BASE}/guide`,
        handler({ query }) {
          if (!query.categorySlug || !query.guideSlug) {
            return badRequest('categorySlug and guideSlug are required');
          }
          const category = state().guideCategories.find((item) => item.slug === query.categorySlug);
          const guide = category
            ? state().guides.find((item) => item.categoryId === category.id && item.slug === query.guideSlug)
            : undefined;
          if (!category || !guide) {
            return notFound();
          }
          const answer: GuideAnswer = { ...category, guides: [{ ...guide }] };
          return ok(answer);
        },
      },
    ];
  },
});

import type { FaqCategoryWithFaqs, GuideAnswer, GuideCategoryWithGuides } from '@atalaya/demo-api/areas/help-center';
import { demoFetch } from '../lib/demo-fetch.ts';
import { demoPaths } from '../lib/demo-paths.ts';

const base = '/api/apps/help-center';

// The engine's own shapes (types only: nothing of the engine is bundled by this import).
export type { FaqCategoryWithFaqs, GuideAnswer, GuideCategoryWithGuides } from '@atalaya/demo-api/areas/help-center';
export type { Faq, Guide, GuideWithContent } from '@atalaya/demo-api/areas/help-center-seed';

/** The help center's screens, below its base path. */
export const helpCenterPaths = {
  home: demoPaths.helpCenter,
  faqs: (slug?: string) => `${demoPaths.helpCenter}/faqs${slug ? `/${encodeURIComponent(slug)}` : ''}`,
  guides: `${demoPaths.helpCenter}/guides`,
  guideCategory: (slug: string) => `${demoPaths.helpCenter}/guides/${encodeURIComponent(slug)}`,
  guide: (categorySlug: string, guideSlug: string) =>
    `${demoPaths.helpCenter}/guides/${encodeURIComponent(categorySlug)}/${encodeURIComponent(guideSlug)}`,
  support: `${demoPaths.helpCenter}/support`,
};

/** A limit wide enough to list every guide (the home search reads all titles). */
export const allGuidesLimit = 1000;

export const helpCenterKeys = {
  faqs: ['demo', 'help-center', 'faqs'] as const,
  faqCategory: (slug: string) => ['demo', 'help-center', 'faqs', slug] as const,
  guides: (limit?: number) => ['demo', 'help-center', 'guides', { limit }] as const,
  guideCategory: (slug: string) => ['demo', 'help-center', 'guides', slug] as const,
  guide: (categorySlug: string, guideSlug: string) =>
    ['demo', 'help-center', 'guide', categorySlug, guideSlug] as const,
};

export function findFaqs(): Promise<FaqCategoryWithFaqs[]> {
  return demoFetch<FaqCategoryWithFaqs[]>(`${base}/faqs`);
}

export function getFaqCategory(slug: string): Promise<FaqCategoryWithFaqs> {
  return demoFetch<FaqCategoryWithFaqs>(`${base}/faqs`, { query: { slug } });
}

/** Every category with its first `limit` guides (the engine's default, 5, when absent). */
export function findGuides(limit?: number): Promise<GuideCategoryWithGuides[]> {
  return demoFetch<GuideCategoryWithGuides[]>(`${base}/guides`, { query: { limit } });
}

export function getGuideCategory(slug: string): Promise<GuideCategoryWithGuides> {
  return demoFetch<GuideCategoryWithGuides>(`${base}/guides`, { query: { slug } });
}

export function getGuide(categorySlug: string, guideSlug: string): Promise<GuideAnswer> {
  return demoFetch<GuideAnswer>(`${base}/guide`, { query: { categorySlug, guideSlug } });
}

import { helpCenterPaths, type FaqCategoryWithFaqs, type GuideCategoryWithGuides } from './help-center-api.ts';

export type HelpSearchResult = {
  kind: 'faq' | 'guide';
  id: string;
  title: string;
  categoryTitle: string;
  /** Where the result leads: the FAQ opened in its category, or the guide. */
  to: string;
};

/** Lower case without accents, so "guia" finds "Guía". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The FAQs (by question) and guides (by title or subtitle) holding every word of the query, FAQs
 * first, each kind in the help center's order; an empty query finds nothing.
 */
export function searchHelpCenter(
  query: string,
  faqCategories: readonly FaqCategoryWithFaqs[],
  guideCategories: readonly GuideCategoryWithGuides[],
): HelpSearchResult[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return [];
  }
  function matches(...texts: string[]): boolean {
    const haystack = foldText(texts.join(' '));
    return words.every((word) => haystack.includes(word));
  }
  const results: HelpSearchResult[] = [];
  for (const category of faqCategories) {
    for (const faq of category.faqs) {
      if (matches(faq.question)) {
        results.push({
          kind: 'faq',
          id: faq.id,
          title: faq.question,
          categoryTitle: category.title,
          to: `${helpCenterPaths.faqs(category.slug)}?open=${encodeURIComponent(faq.id)}`,
        });
      }
    }
  }
  for (const category of guideCategories) {
    for (const guide of category.guides) {
      if (matches(guide.title, guide.subtitle)) {
        results.push({
          kind: 'guide',
          id: guide.id,
          title: guide.title,
          categoryTitle: category.title,
          to: helpCenterPaths.guide(category.slug, guide.slug),
        });
      }
    }
  }
  return results;
}

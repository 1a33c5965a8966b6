import { describe, expect, it } from 'vitest';
import type { FaqCategoryWithFaqs, GuideCategoryWithGuides } from './help-center-api.ts';
import { foldText, searchHelpCenter } from './help-center-search.ts';

const faqs: FaqCategoryWithFaqs[] = [
  {
    id: 'c1',
    slug: 'licenses',
    title: 'Licenses',
    faqs: [
      { id: 'f1', categoryId: 'c1', question: 'Does a license expire?', answer: 'No.' },
      { id: 'f2', categoryId: 'c1', question: 'Where is my purchase code?', answer: 'Downloads.' },
    ],
  },
];
const guides: GuideCategoryWithGuides[] = [
  {
    id: 'g',
    slug: 'payments',
    title: 'Payments',
    visibleGuides: 1,
    totalGuides: 1,
    guides: [
      { id: 'g1', categoryId: 'g', slug: 'add-prepaid-credit', title: 'Add prepaid credit', subtitle: 'Top up once' },
    ],
  },
];

describe('help center search', () => {
  it('finds FAQs by question and guides by title or subtitle, ignoring case and accents', () => {
    expect(searchHelpCenter('LICENSE', faqs, guides)).toEqual([
      {
        kind: 'faq',
        id: 'f1',
        title: 'Does a license expire?',
        categoryTitle: 'Licenses',
        to: '/demo/apps/help-center/faqs/licenses?open=f1',
      },
    ]);
    expect(searchHelpCenter('top úp', faqs, guides)).toEqual([
      {
        kind: 'guide',
        id: 'g1',
        title: 'Add prepaid credit',
        categoryTitle: 'Payments',
        to: '/demo/apps/help-center/guides/payments/add-prepaid-credit',
      },
    ]);
  });

  it('needs every word; an empty query finds nothing', () => {
    expect(searchHelpCenter('purchase code', faqs, guides).map((result) => result.id)).toEqual(['f2']);
    expect(searchHelpCenter('purchase refund', faqs, guides)).toEqual([]);
    expect(searchHelpCenter('   ', faqs, guides)).toEqual([]);
    expect(foldText('Guía Básica')).toBe('guia basica');
  });
});

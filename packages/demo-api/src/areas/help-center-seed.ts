/**
 * Seed of the help center (spec 001 §3): five FAQ categories with their questions and answers, five
 * guide categories with their guides; ids drawn from the area's random stream, each guide's content
 * (rich text: a small HTML subset of `h2`, `p`, `ol`, `li`) built from its category's steps.
 */
import { type Random } from '../random.ts';
import { FAQ_CATEGORIES } from './help-center-faqs.ts';
import { GUIDE_CATEGORIES, GUIDE_CLOSINGS, GUIDE_INTROS } from './help-center-guides.ts';

export type FaqCategory = { id: string; slug: string; title: string };
export type Faq = { id: string; categoryId: string; question: string; answer: string };
export type GuideCategory = { id: string; slug: string; title: string };
export type Guide = { id: string; categoryId: string; slug: string; title: string; subtitle: string };
/** The single-guide answer adds the content. */
export type GuideWithContent = Guide & { content: string };

export type HelpCenterState = {
  faqCategories: FaqCategory[];
  faqs: Faq[];
  guideCategories: GuideCategory[];
  guides: GuideWithContent[];
};

/** "Buy your first item" → "buy-your-first-item". */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function guideContent(random: Random, steps: readonly string[]): string {
  // A few of the category's steps, kept in the order the category lists them.
  const chosen = random.sample(steps, random.int(3, 5)).sort((a, b) => steps.indexOf(a) - steps.indexOf(b));
  const intro = random.pick(GUIDE_INTROS).replace('{steps}', String(chosen.length));
  const items = chosen.map((step) => `<li>${escapeHtml(step)}</li>`).join('');
  return [
    `<p>${escapeHtml(intro)}</p>`,
    '<h2>Step by step</h2>',
    `<ol>${items}</ol>`,
    `<p>${escapeHtml(random.pick(GUIDE_CLOSINGS))}</p>`,
  ].join('');
}

export function seedHelpCenter(random: Random): HelpCenterState {
  const state: HelpCenterState = { faqCategories: [], faqs: [], guideCategories: [], guides: [] };
  for (const text of FAQ_CATEGORIES) {
    const category: FaqCategory = { id: random.uuid(), slug: text.slug, title: text.title };
    state.faqCategories.push(category);
    for (const faq of text.faqs) {
      state.faqs.push({ id: random.uuid(), categoryId: category.id, question: faq.question, answer: faq.answer });
    }
  }
  for (const text of GUIDE_CATEGORIES) {
    const category: GuideCategory = { id: random.uuid(), slug: text.slug, title: text.title };
    state.guideCategories.push(category);
    for (const guide of text.guides) {
      state.guides.push({
        id: random.uuid(),
        categoryId: category.id,
        slug: slugOf(guide.title),
        title: guide.title,
        subtitle: guide.subtitle,
        content: guideContent(random, text.steps),
      });
    }
  }
  return state;
}

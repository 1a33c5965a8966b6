import type { LanguageCode } from '@atalaya/contract/limits';
import type { SearchGroupId } from '@atalaya/demo-api/areas/search';
import { demoFetch } from '../lib/demo-fetch.ts';
import { demoBase } from '../lib/demo-paths.ts';

// The engine's own shape (type only: nothing of the engine is bundled by this import).
export type { SearchGroupId } from '@atalaya/demo-api/areas/search';

/**
 * The engine's `SearchResult`, its page titles keyed by the interface's languages (`LanguageCode`,
 * not the engine's `PageLanguage`) and read defensively (a language may be missing).
 */
export type SearchResult = {
  id: string;
  title: string;
  subtitle?: string;
  /** The sample-data route (`/apps/contacts/{id}`): the demo's page is under /demo. */
  link: string;
  /** Pages: the title in each interface language. */
  titles?: Partial<Record<LanguageCode, string>>;
};
export type SearchGroup = { id: SearchGroupId; results: SearchResult[] };

export const searchKeys = { query: (query: string) => ['demo', 'search', query] as const };

/** The groups contacts, pages, tasks that have hits (none for a blank query). */
export function searchDemo(query: string): Promise<SearchGroup[]> {
  return demoFetch<SearchGroup[]>('/api/common/search', { method: 'POST', json: { query } });
}

export function demoHref(result: SearchResult): string {
  return `${demoBase}${result.link}`;
}

export function resultTitle(result: SearchResult, language: LanguageCode): string {
  return result.titles?.[language] ?? result.title;
}

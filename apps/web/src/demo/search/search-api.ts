import type { LanguageCode } from '@atalaya/contract/limits';
import { demoFetch } from '../lib/demo-fetch.ts';
import { demoBase } from '../lib/demo-paths.ts';

export type SearchGroupId = 'contacts' | 'pages' | 'tasks';
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

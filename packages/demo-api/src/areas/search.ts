/**
 * Common search (spec 001 §3, §5, §7): `POST /api/common/search {query}` answers the groups
 * contacts, pages, tasks — each only when it has hits, in that order; a blank query finds nothing.
 * It reads the contacts' and the tasks' current state at request time.
 */
import { defineArea } from '../engine.ts';
import { byName } from '../people.ts';
import { bodyRecord, ok, type DemoResponse } from '../router.ts';
import { type ContactsState } from './contacts-seed.ts';
import { DEMO_PAGES, type PageLanguage } from './search-pages.ts';
import { type TasksState } from './tasks-seed.ts';

export type SearchGroupId = 'contacts' | 'pages' | 'tasks';
export type SearchResult = {
  id: string;
  title: string;
  /** A second line: the contact's company or job, the task's notes; absent for pages. */
  subtitle?: string;
  /** The sample-data route (`/apps/contacts/{id}`, `/apps/tasks/{id}`, a page's path). */
  link: string;
  /** Pages only: the title in each interface language. */
  titles?: Record<PageLanguage, string>;
};
export type SearchGroup = { id: SearchGroupId; results: SearchResult[] };

/** At most this many results per group. */
export const SEARCH_GROUP_LIMIT = 8;

/** Lower case without accents: "Analítica" is found by "analit". */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export const searchArea = defineArea<Record<string, never>>({
  name: 'search',
  seed: () => ({}),
  routes({ stateOf }) {
    function search(query: string): SearchGroup[] {
      const key = searchKey(query.trim());
      if (!key) {
        return [];
      }
      function has(text: string | null | undefined) {
        return typeof text === 'string' && searchKey(text).includes(key);
      }
      const contacts = [...stateOf<ContactsState>('contacts').contacts]
        .filter((contact) => has(contact.name))
        .sort(byName)
        .map((contact) => ({
          id: contact.id,
          title: contact.name,
          subtitle: contact.title || contact.company || undefined,
          link: `/apps/contacts/${contact.id}`,
        }));
      const pages = DEMO_PAGES.filter((page) => Object.values(page.titles).some(has)).map((page) => ({
        id: page.id,
        title: page.titles.en,
        link: page.link,
        titles: { ...page.titles },
      }));
      const tasks = [...stateOf<TasksState>('tasks').tasks]
        .filter((task) => task.type === 'task' && (has(task.title) || has(task.notes)))
        .sort((a, b) => a.order - b.order)
        .map((task) => ({
          id: task.id,
          title: task.title,
          subtitle: task.notes || undefined,
          link: `/apps/tasks/${task.id}`,
        }));
      const groups: SearchGroup[] = [
        { id: 'contacts', results: contacts },
        { id: 'pages', results: pages },
        { id: 'tasks', results: tasks },
      ];
      return groups
        .filter((group) => group.results.length > 0)
        .map((group) => ({ ...group, results: group.results.slice(0, SEARCH_GROUP_LIMIT) }));
    }
    return [
      {
        method: 'POST',
        path: '/api/common/search',
        handler({ body }): DemoResponse {
          const query = bodyRecord(body).query;
          if (query !== undefined && typeof query !== 'string') {
            return { status: 400, body: { error: 'query must be a text' } };
          }
          return ok(search(query ?? ''));
        },
      },
    ];
  },
});

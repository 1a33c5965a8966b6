/** Calls of the mailbox tests (shared by its test files; not part of the area). */
import { expect } from 'vitest';
import { type DemoHarness } from '../test-support.ts';
import { type FolderSummary, type MailPagination } from './mailbox-rules.ts';
import { type Mail, type MailLabel } from './mailbox-seed.ts';

export const BASE = '/api/apps/mailbox';
export type MailPage = { mails: Mail[]; pagination: MailPagination };

export function mailboxCalls(demo: DemoHarness) {
  async function get<T>(path: string): Promise<T> {
    const answer = await demo.call('GET', `${BASE}/${path}`);
    expect(answer.status).toBe(200);
    return answer.body as T;
  }
  async function folders(): Promise<Record<string, FolderSummary>> {
    const list = await get<FolderSummary[]>('folders');
    return Object.fromEntries(list.map((folder) => [folder.slug, folder]));
  }
  async function labels(): Promise<MailLabel[]> {
    return get<MailLabel[]>('labels');
  }
  function page(query: string): Promise<MailPage> {
    return get<MailPage>(`mails?${query}`);
  }
  /** Every mail of a folder, filter or label (all pages). */
  async function everyMail(query: string): Promise<Mail[]> {
    const first = await page(`${query}&page=1`);
    const rest = await Promise.all(
      Array.from({ length: first.pagination.pages - 1 }, (_, i) => page(`${query}&page=${i + 2}`)),
    );
    return [first, ...rest].flatMap((answer) => answer.mails);
  }
  function patchMail(id: string, mail: Record<string, unknown>) {
    return demo.call('PATCH', `${BASE}/mail`, { id, mail });
  }
  return { get, folders, labels, page, everyMail, patchMail };
}

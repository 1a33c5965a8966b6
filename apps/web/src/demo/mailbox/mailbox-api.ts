import type { Composed as ComposedMail } from '@atalaya/demo-api/areas/mailbox-compose';
import type {
  FolderSummary as MailFolder,
  LabelFields,
  MailChanges,
  MailPagination,
} from '@atalaya/demo-api/areas/mailbox-rules';
import type { LABEL_COLORS, Mail, MailFilter, MailLabel, MailSettings } from '@atalaya/demo-api/areas/mailbox-seed';
import { demoFetch } from '../lib/demo-fetch.ts';

const base = '/api/apps/mailbox';

// The engine's own shapes (types only: nothing of the engine is bundled by these imports).
export type { Composed as ComposedMail } from '@atalaya/demo-api/areas/mailbox-compose';
export type {
  FolderSummary as MailFolder,
  LabelFields,
  MailChanges,
  MailPagination,
} from '@atalaya/demo-api/areas/mailbox-rules';
export type {
  Mail,
  MailAttachment,
  MailFilter,
  MailLabel,
  MailSettings,
  MessageLayout,
} from '@atalaya/demo-api/areas/mailbox-seed';

/** `GET mails`: one page of mails and where it stands. */
export type MailPage = { mails: Mail[]; pagination: MailPagination };

/** Where the list comes from: a folder, a filter or a label, by slug. */
export type MailView = { kind: 'folder' | 'filter' | 'label'; slug: string };

/** The colours a label may take, in the order the form offers them (the engine's `LABEL_COLORS`). */
export const labelColors = [
  'blue',
  'indigo',
  'red',
  'teal',
  'purple',
  'green',
  'orange',
  'pink',
] as const satisfies typeof LABEL_COLORS;

export const mailboxKeys = {
  all: ['demo', 'mailbox'] as const,
  settings: ['demo', 'mailbox', 'settings'] as const,
  folders: ['demo', 'mailbox', 'folders'] as const,
  filters: ['demo', 'mailbox', 'filters'] as const,
  labels: ['demo', 'mailbox', 'labels'] as const,
  page: (view: MailView, page: number) => ['demo', 'mailbox', 'mails', view.kind, view.slug, page] as const,
  mail: (id: string) => ['demo', 'mailbox', 'mail', id] as const,
};

export function fetchSettings(): Promise<MailSettings> {
  return demoFetch<MailSettings>(`${base}/settings`);
}

export function updateSettings(settings: MailSettings): Promise<MailSettings> {
  return demoFetch<MailSettings>(`${base}/settings`, { method: 'PATCH', json: { settings } });
}

export function fetchFolders(): Promise<MailFolder[]> {
  return demoFetch<MailFolder[]>(`${base}/folders`);
}

export function fetchFilters(): Promise<MailFilter[]> {
  return demoFetch<MailFilter[]>(`${base}/filters`);
}

export function fetchLabels(): Promise<MailLabel[]> {
  return demoFetch<MailLabel[]>(`${base}/labels`);
}

export function createLabel(label: { title: string; color: string }): Promise<MailLabel> {
  return demoFetch<MailLabel>(`${base}/label`, { method: 'POST', json: { label } });
}

export function updateLabel(id: string, label: LabelFields): Promise<MailLabel> {
  return demoFetch<MailLabel>(`${base}/label`, { method: 'PATCH', json: { id, label } });
}

export function deleteLabel(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/label`, { method: 'DELETE', query: { id } });
}

export function fetchMails(view: MailView, page: number): Promise<MailPage> {
  return demoFetch<MailPage>(`${base}/mails`, { query: { [view.kind]: view.slug, page } });
}

export function fetchMail(id: string): Promise<Mail> {
  return demoFetch<Mail>(`${base}/mail`, { query: { id } });
}

export function updateMail(id: string, mail: MailChanges): Promise<Mail> {
  return demoFetch<Mail>(`${base}/mail`, { method: 'PATCH', json: { id, mail } });
}

export function deleteMail(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/mail`, { method: 'DELETE', query: { id } });
}

/** Sends the mail (to sent) or keeps it as a draft; `draftId` replaces that draft. */
export function sendMail(mail: ComposedMail, options: { draft: boolean; draftId?: string }): Promise<Mail> {
  return demoFetch<Mail>(`${base}/mail`, { method: 'POST', json: { mail, ...options } });
}

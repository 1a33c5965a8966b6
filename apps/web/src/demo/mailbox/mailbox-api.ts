import { demoFetch } from '../lib/demo-fetch.ts';

const base = '/api/apps/mailbox';

export type MessageLayout = 'right' | 'full';
export type MailSettings = { messageLayout: MessageLayout };
export type MailFolder = {
  id: string;
  title: string;
  slug: string;
  icon: string;
  count: number;
  total: number;
  unread: number;
};
export type MailFilter = { id: string; title: string; slug: string; icon: string };
export type MailLabel = { id: string; title: string; slug: string; color: string };
export type MailAttachment = { type: string; name: string; size: number; preview: string; downloadUrl: string };
export type Mail = {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc?: string[];
  bcc: string[];
  date: string;
  subject: string;
  content: string;
  attachments: MailAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  labels: string[];
};
export type MailPagination = { total: number; size: number; page: number; pages: number; from: number; to: number };
export type MailPage = { mails: Mail[]; pagination: MailPagination };
export type MailChanges = Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;
export type ComposedMail = { to: string[]; cc: string[]; bcc: string[]; subject: string; content: string };

/** Where the list comes from: a folder, a filter or a label, by slug. */
export type MailView = { kind: 'folder' | 'filter' | 'label'; slug: string };

export const labelColors = ['blue', 'indigo', 'red', 'teal', 'purple', 'green', 'orange', 'pink'] as const;

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

export function updateLabel(id: string, label: { title?: string; color?: string }): Promise<MailLabel> {
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

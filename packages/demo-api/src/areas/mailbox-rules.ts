/**
 * The mailbox's rules, free of routes: label slugs, folder counts, the paged mail query and the
 * checks on the bodies of the update and compose calls. Every check answers an error text (→ 400)
 * or `'not-found'` (→ 404) before anything is changed.
 */
import { isRecord } from '../router.ts';
import {
  LABEL_COLORS,
  PAGE_SIZE,
  type Mail,
  type MailboxState,
  type MailFolder,
  type MailLabel,
} from './mailbox-seed.ts';

export type Problem = { status: 400 | 404; error: string };

export function badRequest(error: string): Problem {
  return { status: 400, error };
}
export const NOT_FOUND: Problem = { status: 404, error: 'Not found' };

export function isProblem(value: unknown): value is Problem {
  return isRecord(value) && (value.status === 400 || value.status === 404) && typeof value.error === 'string';
}

/** `'Team Work'` → `'team-work'`: lower case, runs of spaces to one hyphen (spec 001 §3). */
export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The slug of `title`, made unique among the other labels with -1, -2 … (`ownId` keeps its own). */
export function uniqueSlug(title: string, labels: readonly MailLabel[], ownId?: string): string {
  const base = slugify(title);
  const taken = new Set(labels.filter((label) => label.id !== ownId).map((label) => label.slug));
  let slug = base;
  for (let n = 1; taken.has(slug); n += 1) {
    slug = `${base}-${n}`;
  }
  return slug;
}

export type FolderSummary = MailFolder & { count: number; total: number; unread: number };

/**
 * Each folder with `total` (mails in it), `unread`, and `count`, the number a person sees beside it:
 * unread mails for inbox and spam, every mail for drafts, none for sent and trash.
 */
export function folderSummaries(state: MailboxState): FolderSummary[] {
  return state.folders.map((folder) => {
    const inFolder = state.mails.filter((mail) => mail.folder === folder.id);
    const unread = inFolder.filter((mail) => mail.unread).length;
    const total = inFolder.length;
    const count = folder.slug === 'drafts' ? total : folder.slug === 'inbox' || folder.slug === 'spam' ? unread : 0;
    return { ...folder, count, total, unread };
  });
}

export type MailPagination = {
  /** Mails in the folder, filter or label. */
  total: number;
  size: number;
  /** 1-based. */
  page: number;
  /** At least 1. */
  pages: number;
  /** 1-based position of the first and last mail of the page; 0 and 0 when the page is empty. */
  from: number;
  to: number;
};

/** `page` of the query: absent → 1; a whole number ≥ 1; anything else is a problem. */
export function parsePage(value: string | undefined): number | Problem {
  if (value === undefined) {
    return 1;
  }
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) {
    return badRequest('page must be a whole number from 1');
  }
  return Number(value);
}

/** The mails of one folder, filter or label (filters and labels leave out spam and trash), newest first. */
export function selectMails(state: MailboxState, query: Record<string, string>): Mail[] | Problem {
  const given = (['folder', 'filter', 'label'] as const).filter((key) => query[key] !== undefined);
  if (given.length !== 1) {
    return badRequest('Give exactly one of folder, filter or label');
  }
  const [key] = given;
  const slug = query[key as string] ?? '';
  if (key === 'folder') {
    const folder = state.folders.find((item) => item.slug === slug);
    return folder ? state.mails.filter((mail) => mail.folder === folder.id) : NOT_FOUND;
  }
  const hidden = new Set(state.folders.filter((f) => f.slug === 'spam' || f.slug === 'trash').map((f) => f.id));
  const visible = state.mails.filter((mail) => !hidden.has(mail.folder));
  if (key === 'filter') {
    if (slug === 'starred' || slug === 'important') {
      return visible.filter((mail) => mail[slug]);
    }
    return NOT_FOUND;
  }
  const label = state.labels.find((item) => item.slug === slug);
  return label ? visible.filter((mail) => mail.labels.includes(label.id)) : NOT_FOUND;
}

/** One page of 10; a page past the last answers no mails with the pagination (the screen steps back). */
export function paginate(mails: readonly Mail[], page: number): { mails: Mail[]; pagination: MailPagination } {
  const total = mails.length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const slice = mails.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const from = slice.length > 0 ? (page - 1) * PAGE_SIZE + 1 : 0;
  const to = slice.length > 0 ? from + slice.length - 1 : 0;
  return { mails: slice, pagination: { total, size: PAGE_SIZE, page, pages, from, to } };
}

const FLAGS = ['starred', 'important', 'unread'] as const;
export type MailChanges = Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;

/** The fields an update may change: the three flags, the folder (an id) and the labels (ids). */
export function mailChanges(state: MailboxState, given: unknown): MailChanges | Problem {
  if (!isRecord(given)) {
    return badRequest('mail must be an object');
  }
  const changes: MailChanges = {};
  for (const [key, value] of Object.entries(given)) {
    if ((FLAGS as readonly string[]).includes(key)) {
      if (typeof value !== 'boolean') {
        return badRequest(`${key} must be true or false`);
      }
      changes[key as (typeof FLAGS)[number]] = value;
    } else if (key === 'folder') {
      if (typeof value !== 'string' || !state.folders.some((folder) => folder.id === value)) {
        return NOT_FOUND;
      }
      changes.folder = value;
    } else if (key === 'labels') {
      if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
        return badRequest('labels must be a list of label ids');
      }
      if (!value.every((id) => state.labels.some((label) => label.id === id))) {
        return NOT_FOUND;
      }
      changes.labels = [...new Set(value as string[])];
    } else if (key !== 'id') {
      return badRequest(`${key} cannot be changed`);
    }
  }
  return changes;
}

export type LabelFields = { title?: string; color?: string };

/** A label's title (not blank) and colour (one of LABEL_COLORS); `creating` requires the title. */
export function labelFields(given: unknown, creating: boolean): LabelFields | Problem {
  if (!isRecord(given)) {
    return badRequest('label must be an object');
  }
  const fields: LabelFields = {};
  if (given.title !== undefined || creating) {
    if (typeof given.title !== 'string' || given.title.trim().length === 0) {
      return badRequest('title must not be empty');
    }
    fields.title = given.title.trim();
  }
  if (given.color !== undefined) {
    if (typeof given.color !== 'string' || !(LABEL_COLORS as readonly string[]).includes(given.color)) {
      return badRequest(`color must be one of ${LABEL_COLORS.join(', ')}`);
    }
    fields.color = given.color;
  }
  return fields;
}

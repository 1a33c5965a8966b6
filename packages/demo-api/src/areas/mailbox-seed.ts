/**
 * Seed of the mailbox (spec 001 §3): the five folders, two filters, six labels and 62 mails of our
 * own words, dates going back from `now`, newest first. Inbox holds exactly 23 mails (3 pages).
 */
import { initialsAvatar, mediaTile } from '../images.ts';
import { uniqueNames } from '../people.ts';
import { type Random } from '../random.ts';
import { EMAIL_DOMAINS } from '../words.ts';
import { DEMO_ACCOUNT, DEMO_USER_NAME } from './auth.ts';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_STEMS,
  MAIL_GREETINGS,
  MAIL_PARAGRAPHS,
  MAIL_SIGN_OFFS,
  MAIL_SUBJECTS,
} from './mailbox-words.ts';

export type MailFolder = { id: string; title: string; slug: string; icon: string };
export type MailFilter = { id: string; title: string; slug: string; icon: string };
export type MailLabel = { id: string; title: string; slug: string; color: string };
export type MessageLayout = 'right' | 'full';
export type MailSettings = { messageLayout: MessageLayout };

export type MailAttachment = {
  type: string;
  name: string;
  /** Bytes. */
  size: number;
  /** Images: a small SVG data URL; other files: their kind ('pdf', 'csv'). */
  preview: string;
  downloadUrl: string;
};

export type Mail = {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc?: string[];
  bcc: string[];
  /** ISO timestamp. */
  date: string;
  subject: string;
  /** Plain text with line breaks. */
  content: string;
  attachments: MailAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** Folder id. */
  folder: string;
  /** Label ids. */
  labels: string[];
};

export type MailboxState = {
  settings: MailSettings;
  folders: MailFolder[];
  filters: MailFilter[];
  labels: MailLabel[];
  /** Newest first. */
  mails: Mail[];
};

export const FOLDER_SLUGS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export type FolderSlug = (typeof FOLDER_SLUGS)[number];
const FOLDER_ICONS: Record<FolderSlug, string> = {
  inbox: 'inbox',
  sent: 'send',
  drafts: 'draft',
  spam: 'report',
  trash: 'delete',
};
export const FILTER_SLUGS = ['starred', 'important'] as const;
export const LABEL_COLORS = ['blue', 'indigo', 'red', 'teal', 'purple', 'green', 'orange', 'pink'] as const;
export const SEED_LABELS = [
  ['Personal', 'blue'],
  ['Work', 'indigo'],
  ['Payments', 'red'],
  ['Invoices', 'teal'],
  ['Accounts', 'purple'],
  ['Forums', 'green'],
] as const;

/** How many seed mails each folder holds (62 in all). */
export const SEED_FOLDER_SIZES: Record<FolderSlug, number> = { inbox: 23, sent: 14, drafts: 6, spam: 8, trash: 11 };
export const PAGE_SIZE = 10;

export const ME = { name: DEMO_USER_NAME, email: DEMO_ACCOUNT.email, avatar: initialsAvatar(DEMO_USER_NAME, 1) };
export const ME_CONTACT = `${ME.name} <${ME.email}>`;

type Correspondent = { name: string; email: string; avatar: string | null };

function titleCase(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

function correspondents(random: Random): Correspondent[] {
  return uniqueNames(random, 18).map((name, index) => ({
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${random.pick(EMAIL_DOMAINS)}`,
    avatar: random.chance(0.7) ? initialsAvatar(name, index + 2) : null,
  }));
}

function attachments(random: Random): MailAttachment[] {
  if (!random.chance(0.35)) {
    return [];
  }
  return random.sample(ATTACHMENT_STEMS, random.int(1, 3)).map((stem, index) => {
    const kind = random.pick(ATTACHMENT_KINDS);
    const image = kind.type.startsWith('image/');
    return {
      type: kind.type,
      name: `${stem}-${random.int(1, 12)}.${kind.extension}`,
      size: random.int(14 * 1024, 243 * 1024),
      preview: image ? mediaTile(random.int(0, 7) + index) : kind.extension,
      downloadUrl: '',
    };
  });
}

function body(random: Random, toName: string, fromName: string): string {
  const paragraphs = random.sample(MAIL_PARAGRAPHS, random.int(2, 4));
  const greeting = `${random.pick(MAIL_GREETINGS)} ${toName.split(' ')[0] ?? toName},`;
  return [greeting, ...paragraphs, `${random.pick(MAIL_SIGN_OFFS)}\n${fromName}`].join('\n\n');
}

export function seedMailbox(random: Random, now: Date): MailboxState {
  const folders = FOLDER_SLUGS.map((slug) => ({
    id: random.uuid(),
    title: titleCase(slug),
    slug,
    icon: FOLDER_ICONS[slug],
  }));
  const filters = FILTER_SLUGS.map((slug) => ({
    id: random.uuid(),
    title: titleCase(slug),
    slug,
    icon: slug === 'starred' ? 'star' : 'label_important',
  }));
  const labels = SEED_LABELS.map(([title, color]) => ({ id: random.uuid(), title, slug: title.toLowerCase(), color }));
  const people = correspondents(random);
  const mails: Mail[] = [];
  for (const folder of folders) {
    const slug = folder.slug as FolderSlug;
    const outgoing = slug === 'sent' || slug === 'drafts';
    for (let i = 0; i < SEED_FOLDER_SIZES[slug]; i += 1) {
      const person = random.pick(people);
      const ccPeople = random.chance(0.25) ? random.sample(people, random.int(1, 2)) : [];
      const minutesAgo = random.int(5, 60 * 24 * 40);
      const mail: Mail = {
        id: random.uuid(),
        type: 'mail',
        from: outgoing
          ? { avatar: ME.avatar, contact: ME_CONTACT }
          : { avatar: person.avatar, contact: `${person.name} <${person.email}>` },
        to: outgoing ? `${person.name} <${person.email}>` : `me <${ME.email}>`,
        bcc: outgoing && random.chance(0.2) ? [random.pick(people).email] : [],
        date: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
        subject: random.pick(MAIL_SUBJECTS),
        content: outgoing ? body(random, person.name, ME.name) : body(random, ME.name, person.name),
        attachments: attachments(random),
        starred: random.chance(0.2),
        important: random.chance(0.2),
        unread: !outgoing && slug !== 'trash' && random.chance(0.45),
        folder: folder.id,
        labels: random.sample(labels, random.chance(0.5) ? random.int(1, 2) : 0).map((label) => label.id),
      };
      if (ccPeople.length > 0) {
        mail.cc = ccPeople.map((cc) => cc.email);
      }
      mails.push(mail);
    }
  }
  mails.sort(newestFirst);
  return { settings: { messageLayout: 'right' }, folders, filters, labels, mails };
}

export function newestFirst(a: Mail, b: Mail): number {
  return b.date.localeCompare(a.date);
}

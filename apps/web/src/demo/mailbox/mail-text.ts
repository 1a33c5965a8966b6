import { demoPaths } from '../lib/demo-paths.ts';
import type { MailAttachment, MailView } from './mailbox-api.ts';

/** `'Ana Ruiz <ana@mail.example>'` → name and address; a bare address is both. */
export function parseContact(contact: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(contact);
  if (!match) {
    return { name: contact.trim(), email: contact.trim() };
  }
  const email = match[2] ?? '';
  return { name: match[1] || email, email };
}

const ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/** `'a@b.example, c@d.example;'` → the addresses, blanks dropped. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The first address of the text that is not one, or undefined. */
export function firstBadAddress(text: string): string | undefined {
  return splitAddresses(text).find((address) => !ADDRESS.test(address));
}

/** Bytes as kB (or MB) in the interface language: 152 340 → "149 kB". */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : bytes / 1024);
}

/** The list's date: the time for today, day and month this year, the full date before. */
export function formatListDate(iso: string, now: Date, locale: string): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  }
  if (date.getFullYear() === now.getFullYear()) {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(date);
}

/** The list of a folder, filter or label (page 1 leaves `page` out), or one mail in it. */
export function viewPath(view: MailView, page = 1, mailId?: string): string {
  const path = `${demoPaths.mailbox}/${view.kind}/${encodeURIComponent(view.slug)}`;
  const withMail = mailId ? `${path}/${encodeURIComponent(mailId)}` : path;
  return page > 1 ? `${withMail}?page=${page}` : withMail;
}

/** The `page` of the address: a whole number from 1, else 1. */
export function pageOf(value: string | null): number {
  return value && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** A file to download for a sample attachment: the preview drawing for images, a short note otherwise. */
export function attachmentFile(attachment: MailAttachment): { name: string; blob: Blob } {
  const stem = attachment.name.replace(/\.[^.]+$/, '');
  if (attachment.preview.startsWith('data:image/svg+xml')) {
    const svg = decodeURIComponent(attachment.preview.slice(attachment.preview.indexOf(',') + 1));
    return { name: `${stem}.svg`, blob: new Blob([svg], { type: 'image/svg+xml' }) };
  }
  const text = `Atalaya demo: sample attachment "${attachment.name}" (${attachment.type}, ${attachment.size} bytes).\n`;
  return { name: `${stem}.txt`, blob: new Blob([text], { type: 'text/plain' }) };
}

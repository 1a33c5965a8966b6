/**
 * The compose call: a mail written by the demo user goes to sent, or is kept in drafts. Addresses
 * are plain e-mail addresses; sending needs at least one recipient.
 */
import { isRecord } from '../router.ts';
import { badRequest, type Problem } from './mailbox-rules.ts';
import { ME, ME_CONTACT, type Mail } from './mailbox-seed.ts';

const ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;
export const SUBJECT_MAX = 200;
export const CONTENT_MAX = 20_000;

export type Composed = { to: string[]; cc: string[]; bcc: string[]; subject: string; content: string };

function addresses(value: unknown, field: string): string[] | Problem {
  if (value === undefined) {
    return [];
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    return badRequest(`${field} must be a list of e-mail addresses`);
  }
  const list = (value as string[]).map((item) => item.trim()).filter((item) => item.length > 0);
  const wrong = list.find((item) => !ADDRESS.test(item));
  return wrong === undefined ? list : badRequest(`${field}: "${wrong}" is not an e-mail address`);
}

function text(value: unknown, field: string, max: number): string | Problem {
  if (value === undefined) {
    return '';
  }
  if (typeof value !== 'string') {
    return badRequest(`${field} must be text`);
  }
  return value.length > max ? badRequest(`${field} is longer than ${max} characters`) : value;
}

/** Checks the `mail` of the body; a mail to send needs a recipient in `to`. */
export function composedMail(given: unknown, sending: boolean): Composed | Problem {
  if (!isRecord(given)) {
    return badRequest('mail must be an object');
  }
  const to = addresses(given.to, 'to');
  const cc = addresses(given.cc, 'cc');
  const bcc = addresses(given.bcc, 'bcc');
  const subject = text(given.subject, 'subject', SUBJECT_MAX);
  const content = text(given.content, 'content', CONTENT_MAX);
  for (const part of [to, cc, bcc, subject, content]) {
    if (!Array.isArray(part) && typeof part !== 'string') {
      return part;
    }
  }
  const composed = { to, cc, bcc, subject, content } as Composed;
  if (sending && composed.to.length === 0) {
    return badRequest('to needs at least one e-mail address');
  }
  return { ...composed, subject: composed.subject.trim() };
}

/** The stored mail: from the demo user, read, in `folderId`. */
export function outgoingMail(id: string, composed: Composed, folderId: string, now: Date): Mail {
  const mail: Mail = {
    id,
    type: 'mail',
    from: { avatar: ME.avatar, contact: ME_CONTACT },
    to: composed.to.join(', '),
    bcc: composed.bcc,
    date: now.toISOString(),
    subject: composed.subject,
    content: composed.content,
    attachments: [],
    starred: false,
    important: false,
    unread: false,
    folder: folderId,
    labels: [],
  };
  if (composed.cc.length > 0) {
    mail.cc = composed.cc;
  }
  return mail;
}

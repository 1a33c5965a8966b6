import type { DemoStrings } from '../lib/demo-text.ts';
import { mailboxDialogsStrings, type MailboxDialogsTextKey } from './mailbox-dialogs-strings.ts';
import { mailboxListStrings, type MailboxListTextKey } from './mailbox-list-strings.ts';
import { mailboxReaderStrings, type MailboxReaderTextKey } from './mailbox-reader-strings.ts';

export type MailboxTextKey = MailboxListTextKey | MailboxReaderTextKey | MailboxDialogsTextKey;

/**
 * The mailbox's texts in the five interface languages (Spanish is the default): one table for the
 * area, put together from the texts of its parts (list, reader, dialogs), each kept in its own file.
 */
export const mailboxStrings: DemoStrings<MailboxTextKey> = {
  es: { ...mailboxListStrings.es, ...mailboxReaderStrings.es, ...mailboxDialogsStrings.es },
  cat: { ...mailboxListStrings.cat, ...mailboxReaderStrings.cat, ...mailboxDialogsStrings.cat },
  eu: { ...mailboxListStrings.eu, ...mailboxReaderStrings.eu, ...mailboxDialogsStrings.eu },
  ga: { ...mailboxListStrings.ga, ...mailboxReaderStrings.ga, ...mailboxDialogsStrings.ga },
  en: { ...mailboxListStrings.en, ...mailboxReaderStrings.en, ...mailboxDialogsStrings.en },
};

import { useQuery } from '@tanstack/react-query';
import { useAreaText } from '../lib/demo-text.ts';
import { fetchLabels, mailboxKeys, type MailView } from './mailbox-api.ts';
import { mailboxStrings, type MailboxTextKey } from './mailbox-strings.ts';

export const folderSlugs = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export const filterSlugs = ['starred', 'important'] as const;

/** The mailbox's texts (and `locale` for Intl). */
export function useMailboxText() {
  return useAreaText(mailboxStrings);
}

/** The text key of a folder or filter slug, or undefined for one the screen does not know. */
export function slugTextKey(kind: 'folder' | 'filter', slug: string): MailboxTextKey | undefined {
  const known: readonly string[] = kind === 'folder' ? folderSlugs : filterSlugs;
  return known.includes(slug) ? (`${kind}.${slug}` as MailboxTextKey) : undefined;
}

/** The name of a view in the interface language: folders and filters translated, labels by their title. */
export function useViewName(view: MailView): string {
  const { t } = useMailboxText();
  const labels = useQuery({ queryKey: mailboxKeys.labels, queryFn: fetchLabels });
  if (view.kind === 'label') {
    return labels.data?.find((label) => label.slug === view.slug)?.title ?? view.slug;
  }
  const key = slugTextKey(view.kind, view.slug);
  return key ? t(key) : view.slug;
}

/** Hidden from sight, read by screen readers. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** A swatch colour for each label colour name, readable in light and dark. */
export const labelSwatch: Record<string, string> = {
  blue: '#2563eb',
  indigo: '#4f46e5',
  red: '#dc2626',
  teal: '#0d9488',
  purple: '#9333ea',
  green: '#16a34a',
  orange: '#ea580c',
  pink: '#db2777',
};

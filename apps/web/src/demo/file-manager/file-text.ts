import type { TextOf } from '../lib/demo-text.ts';
import type { FileItem } from './file-manager-api.ts';
import type { FileManagerTextKey } from './file-manager-strings.ts';

/** The number of files of a folder's `contents` (`'13 files'`, `'1 file'`), or `undefined`. */
export function fileCount(contents: string | null): number | undefined {
  const match = /^(\d+) files?$/.exec(contents ?? '');
  return match ? Number(match[1]) : undefined;
}

/** A folder's contents in the interface language (`13 archivos`); the engine's text when it is not a count. */
export function contentsText(t: TextOf<FileManagerTextKey>, contents: string | null): string {
  const count = fileCount(contents);
  if (count === undefined) {
    return contents ?? '';
  }
  return count === 1 ? t('files.count.one') : t('files.count.other', { count });
}

/** `Carpeta` or `Archivo PDF`. */
export function typeText(t: TextOf<FileManagerTextKey>, item: Pick<FileItem, 'type'>): string {
  return item.type === 'folder' ? t('files.folder') : t('files.fileOfType', { type: item.type });
}

/** A date-time of the engine as a date of the interface language (`12 mar 2026`). */
export function dateText(locale: string, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The page of a folder: the root of the area, or its id below it. */
export function folderHref(base: string, folderId: string | null): string {
  return folderId === null ? base : `${base}/${encodeURIComponent(folderId)}`;
}

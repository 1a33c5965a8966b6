/**
 * Seed of the file manager (spec 001 §3): a tree of folders (root folders Personal, Photos and
 * Work, nested up to four levels under Work) and files of our own names. Sizes are text, dates are
 * ISO date-times relative to the seed moment; a folder's size and contents sum up what is inside it.
 */
import { uniqueNames } from '../people.ts';
import { addDays, type Random } from '../random.ts';
import { ROOT_FILES, SEED_TREE, type FilePlan, type FolderPlan } from './file-manager-tree.ts';

export const FILE_TYPES = ['PDF', 'XLS', 'DOC', 'TXT', 'JPG', 'PNG', 'ZIP'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export type FileItem = {
  id: string;
  /** The parent folder, `null` at the root. */
  folderId: string | null;
  name: string;
  createdBy: string;
  /** ISO date-time. */
  createdAt: string;
  /** ISO date-time (the screen formats it in the interface language). */
  modifiedAt: string;
  /** Text such as `1.2 MB`; for a folder, the total of everything inside it. */
  size: string;
  type: 'folder' | FileType;
  /** Folders: `'N files'` (`'1 file'`), counting every file beneath; files: `null`. */
  contents: string | null;
  /** Folders only, otherwise `null`. */
  description: string | null;
};

export type FileManagerState = { items: FileItem[] };

/** Bytes as text with one decimal: `980 B`, `14.2 KB`, `1.2 MB`, `3.4 GB`. */
export function sizeText(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

const BYTE_RANGES: Record<FileType, [number, number]> = {
  PDF: [60_000, 4_000_000],
  XLS: [15_000, 900_000],
  DOC: [12_000, 600_000],
  TXT: [300, 20_000],
  JPG: [400_000, 6_000_000],
  PNG: [80_000, 2_500_000],
  ZIP: [2_000_000, 60_000_000],
};

export function seedFileManager(random: Random, now: Date): FileManagerState {
  const people = uniqueNames(random, 6);
  const items: FileItem[] = [];

  function stamp(): { createdAt: string; modifiedAt: string } {
    const created = addDays(now, -random.int(30, 900) + random.next());
    const modified = addDays(created, random.int(0, Math.floor((now.getTime() - created.getTime()) / 86_400_000)));
    return { createdAt: created.toISOString(), modifiedAt: (modified > now ? now : modified).toISOString() };
  }

  function addFile([name, type]: FilePlan, folderId: string | null): { bytes: number; files: number } {
    const [min, max] = BYTE_RANGES[type];
    const bytes = random.int(min, max);
    items.push({
      id: random.uuid(),
      folderId,
      name,
      createdBy: random.pick(people),
      ...stamp(),
      size: sizeText(bytes),
      type,
      contents: null,
      description: null,
    });
    return { bytes, files: 1 };
  }

  function addFolder(plan: FolderPlan, folderId: string | null): { bytes: number; files: number } {
    const folder: FileItem = {
      id: random.uuid(),
      folderId,
      name: plan.name,
      createdBy: random.pick(people),
      ...stamp(),
      size: '',
      type: 'folder',
      contents: '',
      description: plan.description,
    };
    items.push(folder);
    const total = { bytes: 0, files: 0 };
    for (const part of [
      ...plan.files.map((file) => addFile(file, folder.id)),
      ...plan.folders.map((child) => addFolder(child, folder.id)),
    ]) {
      total.bytes += part.bytes;
      total.files += part.files;
    }
    folder.size = sizeText(total.bytes);
    folder.contents = `${total.files} ${total.files === 1 ? 'file' : 'files'}`;
    return total;
  }

  for (const plan of SEED_TREE) {
    addFolder(plan, null);
  }
  for (const file of ROOT_FILES) {
    addFile(file, null);
  }
  return { items };
}

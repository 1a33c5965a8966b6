/**
 * File manager (spec 001 §3, §7): `GET /api/apps/file-manager[?folderId]` answers the items directly
 * inside a folder (the root without `folderId`), folders and files each sorted by name, and the
 * path of folders from the root down to and including that folder. An id that is not a folder → 404.
 */
import { defineArea } from '../engine.ts';
import { notFound, ok } from '../router.ts';
import { seedFileManager, type FileItem, type FileManagerState } from './file-manager-seed.ts';

export const FILE_MANAGER_PATH = '/api/apps/file-manager';

export type FolderListing = { folders: FileItem[]; files: FileItem[]; path: FileItem[] };

function byItemName(a: FileItem, b: FileItem): number {
  return a.name.localeCompare(b.name, 'en', { numeric: true }) || a.id.localeCompare(b.id);
}

/** The listing of a folder (`null`: the root), or `undefined` when `folderId` names no folder. */
export function listFolder(items: readonly FileItem[], folderId: string | null): FolderListing | undefined {
  const path: FileItem[] = [];
  if (folderId !== null) {
    const byId = new Map(items.map((item) => [item.id, item]));
    let current = byId.get(folderId);
    if (!current || current.type !== 'folder') {
      return undefined;
    }
    // Walk up to the root; the guard stops a (never seeded) cycle from looping forever.
    while (current && path.length <= items.length) {
      path.unshift(current);
      current = current.folderId === null ? undefined : byId.get(current.folderId);
    }
  }
  const inside = items.filter((item) => item.folderId === folderId);
  return {
    folders: inside.filter((item) => item.type === 'folder').sort(byItemName),
    files: inside.filter((item) => item.type !== 'folder').sort(byItemName),
    path,
  };
}

export const fileManagerArea = defineArea<FileManagerState>({
  name: 'file-manager',
  seed: ({ random, now }) => seedFileManager(random, now),
  routes({ state }) {
    return [
      {
        method: 'GET',
        path: FILE_MANAGER_PATH,
        handler({ query }) {
          // A missing or empty folderId is the root.
          const folderId = query.folderId ? query.folderId : null;
          const listing = listFolder(state().items, folderId);
          return listing ? ok(structuredClone(listing)) : notFound();
        },
      },
    ];
  },
});

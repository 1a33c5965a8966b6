import type { FolderListing } from '@atalaya/demo-api/areas/file-manager';
import { demoFetch } from '../lib/demo-fetch.ts';

// The engine's own shapes (types only: nothing of the engine is bundled by this import).
export type { FileItem } from '@atalaya/demo-api/areas/file-manager-seed';
export type { FolderListing } from '@atalaya/demo-api/areas/file-manager';

export const fileManagerKeys = {
  all: ['demo', 'file-manager'] as const,
  folder: (folderId: string | undefined) => ['demo', 'file-manager', 'folder', folderId ?? ''] as const,
};

/** The items directly inside a folder (the root without an id), and the path down to it. */
export function fetchFolder(folderId: string | undefined): Promise<FolderListing> {
  return demoFetch<FolderListing>('/api/apps/file-manager', { query: { folderId } });
}

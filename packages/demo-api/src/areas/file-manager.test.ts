import { describe, expect, it } from 'vitest';
import { createDemo } from '../demo-areas.ts';
import { TEST_NOW, useDemoServer } from '../test-support.ts';
import { FILE_TYPES, sizeText, type FileItem } from './file-manager-seed.ts';
import { FILE_MANAGER_PATH, type FolderListing } from './file-manager.ts';

const demo = useDemoServer();

async function list(folderId?: string): Promise<FolderListing> {
  const query = folderId === undefined ? '' : `?folderId=${encodeURIComponent(folderId)}`;
  const answer = await demo.call('GET', `${FILE_MANAGER_PATH}${query}`);
  expect(answer.status).toBe(200);
  return answer.body as FolderListing;
}

/** Opens the folders named in turn from the root, answering the last listing. */
async function open(...names: string[]): Promise<FolderListing> {
  let listing = await list();
  for (const name of names) {
    const folder = listing.folders.find((item) => item.name === name);
    expect(folder, name).toBeDefined();
    listing = await list(folder?.id);
  }
  return listing;
}

function names(items: FileItem[]): string[] {
  return items.map((item) => item.name);
}
function sorted(items: FileItem[]): string[] {
  return [...names(items)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

describe('file manager listing', () => {
  it('the root holds the folders Personal, Photos and Work, the root files, and an empty path', async () => {
    const root = await list();
    expect(names(root.folders)).toEqual(['Personal', 'Photos', 'Work']);
    expect(names(root.files)).toEqual(['Household budget', 'Welcome']);
    expect(root.path).toEqual([]);
    for (const item of [...root.folders, ...root.files]) {
      expect(item.folderId).toBeNull();
    }
    // An empty folderId is the root too.
    expect(await list('')).toEqual(root);
  });

  it('answers the path chain of a folder three levels deep, root first, the folder itself last', async () => {
    const taxes = await open('Personal', 'Documents', 'Taxes 2025');
    expect(names(taxes.path)).toEqual(['Personal', 'Documents', 'Taxes 2025']);
    expect(taxes.path[0]?.folderId).toBeNull();
    expect(taxes.path[1]?.folderId).toBe(taxes.path[0]?.id);
    expect(taxes.path[2]?.folderId).toBe(taxes.path[1]?.id);
    expect(names(taxes.folders)).toEqual(['Receipts']);
    expect(names(taxes.files)).toEqual(['Bank statement', 'Tax return draft']);
    for (const item of [...taxes.folders, ...taxes.files]) {
      expect(item.folderId).toBe(taxes.path[2]?.id);
    }
  });

  it('nests at least five levels under Work', async () => {
    const drafts = await open('Work', 'Projects', 'Harbour', 'Designs', 'Drafts');
    expect(names(drafts.path)).toEqual(['Work', 'Projects', 'Harbour', 'Designs', 'Drafts']);
    expect(drafts.folders).toEqual([]);
    expect(names(drafts.files)).toEqual(['Colour trials', 'First sketch', 'Old assets']);
  });

  it('sorts folders and files each by name, folders apart from files', async () => {
    for (const path of [[], ['Work'], ['Work', 'Projects'], ['Photos'], ['Work', 'Invoices']]) {
      const listing = await open(...path);
      expect(names(listing.folders)).toEqual(sorted(listing.folders));
      expect(names(listing.files)).toEqual(sorted(listing.files));
      expect(listing.folders.every((item) => item.type === 'folder')).toBe(true);
      expect(listing.files.every((item) => item.type !== 'folder')).toBe(true);
    }
    const work = await open('Work');
    expect(names(work.folders)).toEqual(['Invoices', 'Projects', 'Reports']);
    expect(names(work.files)).toEqual(['Budget 2026', 'Phone list', 'Team handbook']);
  });

  it('answers 404 for an unknown folder and for the id of a file', async () => {
    expect(await demo.call('GET', `${FILE_MANAGER_PATH}?folderId=nope`)).toEqual({
      status: 404,
      body: { error: 'Not found' },
    });
    const root = await list();
    const file = root.files[0] as FileItem;
    expect((await demo.call('GET', `${FILE_MANAGER_PATH}?folderId=${file.id}`)).status).toBe(404);
  });
});

describe('file manager items', () => {
  it('carry the fields of §3: folders with contents and description, files with a type and null contents', async () => {
    const work = await open('Work');
    const projects = work.folders.find((item) => item.name === 'Projects') as FileItem;
    expect(Object.keys(projects).sort()).toEqual(
      [
        'contents',
        'createdAt',
        'createdBy',
        'description',
        'folderId',
        'id',
        'modifiedAt',
        'name',
        'size',
        'type',
      ].sort(),
    );
    expect(projects.type).toBe('folder');
    expect(projects.description).toEqual(expect.any(String));
    // Projects holds 1 file, Harbour 3 + 3 + 3 and Orchard 3: 13 files beneath it.
    expect(projects.contents).toBe('13 files');
    for (const file of work.files) {
      expect(FILE_TYPES).toContain(file.type);
      expect(file.contents).toBeNull();
      expect(file.description).toBeNull();
      expect(file.size).toMatch(/^\d+(\.\d)? (B|KB|MB|GB)$/);
      expect(file.createdBy).toMatch(/^\S+ \S+$/);
      expect(Date.parse(file.createdAt)).toBeLessThanOrEqual(Date.parse(file.modifiedAt));
      expect(Date.parse(file.modifiedAt)).toBeLessThanOrEqual(TEST_NOW.getTime());
    }
  });

  it('uses the file types PDF, XLS, DOC, TXT and JPG among others', async () => {
    const seen = new Set<string>();
    const queue: (string | undefined)[] = [undefined];
    while (queue.length > 0) {
      const listing = await list(queue.shift());
      listing.files.forEach((file) => seen.add(file.type));
      queue.push(...listing.folders.map((folder) => folder.id));
    }
    expect([...seen]).toEqual(expect.arrayContaining(['PDF', 'XLS', 'DOC', 'TXT', 'JPG']));
  });

  it('writes sizes as text with one decimal', () => {
    expect(sizeText(980)).toBe('980 B');
    expect(sizeText(14_540)).toBe('14.2 KB');
    expect(sizeText(1_258_291)).toBe('1.2 MB');
  });

  it('seeds the same tree for the same seed', async () => {
    const other = createDemo({ delayScale: 0, now: () => TEST_NOW });
    const answer = await other.handle('GET', FILE_MANAGER_PATH, { query: {}, body: undefined, headers: {} });
    expect(answer?.body).toEqual(await list());
  });
});

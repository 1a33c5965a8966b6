import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryClosure, publicShellOnly } from './public-shell-precache.ts';

/** A Vite manifest shaped like ours: the entry, shared chunks, and lazy screens it must not pull in. */
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor-react.js', '_api-client.js'],
    css: ['assets/index-a.css'],
    dynamicImports: ['src/app/routes/admin/case-list.tsx'],
  },
  '_vendor-react.js': { file: 'assets/vendor-react-b.js' },
  '_api-client.js': { file: 'assets/api-client-c.js', imports: ['_vendor-react.js'] },
  'src/app/routes/admin/case-list.tsx': { file: 'assets/case-list-d.js', imports: ['_exceljs.js'] },
  '_exceljs.js': { file: 'assets/exceljs-e.js' },
  'src/components/ui/update-prompt.tsx': { file: 'assets/update-prompt-f.js', imports: ['_dialog.js'] },
  '_dialog.js': { file: 'assets/dialog-g.js', imports: ['_vendor-react.js'] },
};

function entry(url: string, revision: string | null = null) {
  return { url, revision, size: 1 };
}

describe('the service worker precaches the public shell only', () => {
  it("follows the entry's static imports and styles, never its lazy screens", () => {
    expect([...entryClosure(manifest)].sort()).toEqual([
      'assets/api-client-c.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/vendor-react-b.js',
    ]);
  });

  it('adds the update prompt and what it imports: it must open once the files of its version are gone', () => {
    expect([...entryClosure(manifest, ['src/components/ui/update-prompt.tsx'])].sort()).toEqual([
      'assets/api-client-c.js',
      'assets/dialog-g.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/update-prompt-f.js',
      'assets/vendor-react-b.js',
    ]);
    expect(() => entryClosure(manifest, ['src/renamed.tsx'])).toThrow(/no src\/renamed.tsx/);
  });

  it('keeps index.html, the icon, the translations and the closure; drops the back office and the settings file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const transform = publicShellOnly(() => dir);
    const all = [
      entry('index.html', 'r1'),
      entry('favicon.svg', 'r2'),
      entry('i18n/es.json', 'r3'),
      entry('i18n/cat.json', 'r4'),
      entry('assets/index-a.js'),
      entry('assets/index-a.css'),
      entry('assets/vendor-react-b.js'),
      entry('assets/api-client-c.js'),
      entry('assets/case-list-d.js'),
      entry('assets/exceljs-e.js'),
      entry('assets/update-prompt-f.js'),
      entry('assets/dialog-g.js'),
      entry('assets/config/config.json', 'r5'),
    ];
    const { manifest: kept, warnings } = await transform(all);
    expect(kept.map((e) => e.url)).toEqual([
      'index.html',
      'favicon.svg',
      'i18n/es.json',
      'i18n/cat.json',
      'assets/index-a.js',
      'assets/index-a.css',
      'assets/vendor-react-b.js',
      'assets/api-client-c.js',
      'assets/update-prompt-f.js',
      'assets/dialog-g.js',
    ]);
    expect(warnings).toEqual([]);
  });

  it('warns when a file of the shell is missing from what Workbox found', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const { warnings } = await publicShellOnly(() => dir)([entry('index.html', 'r1')]);
    expect(warnings).toContain('public shell file not precached: assets/index-a.js');
  });

  it('refuses a manifest without the index.html entry', () => {
    expect(() => entryClosure({})).toThrow(/no index.html entry/);
  });
});

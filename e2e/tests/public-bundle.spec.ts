import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleReportFile, compositionOf, type BundleReport } from '../../apps/web/scripts/bundle-report.ts';
import { entryClosure } from '../../apps/web/scripts/public-shell-precache.ts';
import { e2eWebDist } from './support.ts';

/**
 * Issue 14: what `/` and `/denuncias` load first (index.html's entry and its static imports) must
 * never carry back-office, chart, editor, grid, PDF, Excel or mock code, and must not grow. The
 * budget is today's size with a small margin: lower it whenever the entry shrinks (decision 030).
 * Reads the build the browser tests run against (`npm run build`).
 */

const dist = e2eWebDist;
/** Brotli bytes of the entry's scripts and styles as served (precompressed copies). */
const publicEntryBudgetBytes = 112 * 1024;

const forbidden = [
  // Decision 044: the public shell is drawn without MUI; its theme loads with the pages that use it.
  '@mui/',
  '@emotion/',
  'react-hook-form',
  '@mui/x-charts',
  '@mui/x-data-grid',
  '@tiptap/',
  'prosemirror',
  'exceljs',
  'pdf-lib',
  'msw',
  'workbox-window',
  'web src/app/routes/admin',
  'web src/components/admin-crud',
  'web src/features/case-list',
  'web src/features/case-detail',
  'web src/features/dashboard',
  'web src/features/form-builder',
  'web src/features/content-admin',
  'web src/features/menu-admin',
  'web src/features/mail-admin',
  'web src/features/tenant-settings',
  'web src/features/complaint-types',
  'web src/features/complaint-statuses',
  'web src/features/gallery',
];

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as T;
}

/** The size a browser downloads: the brotli copy when the build wrote one (files of 1 KiB or more). */
function servedBytes(file: string): number {
  const compressed = path.join(dist, `${file}.br`);
  return fs.statSync(fs.existsSync(compressed) ? compressed : path.join(dist, file)).size;
}

test('the public entry holds no back-office code and stays within its budget', () => {
  const manifest = readJson<Parameters<typeof entryClosure>[0]>('.vite/manifest.json');
  const report = readJson<BundleReport>(bundleReportFile);
  const files = [...entryClosure(manifest)];
  const packages = compositionOf(report, files).map(([name]) => name);
  // The guard sees what it guards: the entry is made of Preact (decision 051), the router and our
  // public screens; React itself is never shipped.
  expect(packages).toEqual(expect.arrayContaining(['preact', 'react-router', 'web src/app/routes/public']));
  expect(packages.filter((name) => name === 'react' || name === 'react-dom')).toEqual([]);
  expect(packages.filter((name) => forbidden.some((bad) => name.startsWith(bad)))).toEqual([]);
  // Each of those is in the build, only elsewhere (so a renamed folder cannot pass silently).
  const everywhere = compositionOf(report, Object.keys(report.chunks)).map(([name]) => name);
  // One runtime in the whole build: no screen brings React's own copy beside Preact.
  expect(everywhere.filter((name) => name === 'react' || name === 'react-dom' || name === 'scheduler')).toEqual([]);
  for (const bad of [
    '@mui/material',
    '@emotion/react',
    'react-hook-form',
    '@mui/x-charts',
    '@mui/x-data-grid',
    'exceljs',
    'pdf-lib',
    'web src/app/routes/admin',
  ]) {
    expect(
      everywhere.some((name) => name.startsWith(bad)),
      bad,
    ).toBe(true);
  }

  const bytes = files.reduce((sum, file) => sum + servedBytes(file), 0);
  const line = `[bundle] public entry: ${files.length} files, ${(bytes / 1024).toFixed(1)} KiB with brotli`;
  process.stdout.write(`${line}\n`);
  test.info().annotations.push({ type: 'public entry', description: line });
  expect(bytes).toBeLessThanOrEqual(publicEntryBudgetBytes);
});

test('nothing in index.html holds up the first paint: the entry stylesheet is inline', () => {
  // Decision 047: a stylesheet link blocks rendering until it arrives; the splash must paint first.
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  const inlined = /<style data-entry-css="([^"]+)">([\s\S]*?)<\/style>/.exec(html);
  expect(inlined, 'the entry stylesheet written into index.html').not.toBeNull();
  const [, file = '', css = ''] = inlined ?? [];
  expect(css).toBe(fs.readFileSync(path.join(dist, file), 'utf8'));
  // The public shell's own rules are in it (decision 044), not an empty block.
  expect(css).toContain('.at-btn');
});

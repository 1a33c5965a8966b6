// The service worker's precache: the public app shell only (decision 029). Workbox lists every file
// of dist/; this keeps index.html, the icon, the translation files and the scripts and styles that
// index.html's entry loads statically (its closure in Vite's manifest), and the update prompt's
// chunk (shellLazyModules). Everything else — the
// reporter's wizard, the back office, the PDF and Excel code — is cached when first used, so a
// reporter's phone never downloads the back office in the background.
import fs from 'node:fs';
import path from 'node:path';

type ViteManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type ViteManifest = Record<string, ViteManifestChunk>;
type Entry = { url: string; revision: string | null; size: number };

/**
 * Lazy modules the shell needs although the entry loads them late: the update prompt must open
 * when the files of the version it runs are already gone from the server (a new deployment).
 */
export const shellLazyModules = ['src/components/ui/update-prompt.tsx'] as const;

/**
 * The files index.html's entry loads before anything lazy (its chunk, static imports and styles),
 * and those of `lazyRoots` with their static imports.
 */
export function entryClosure(manifest: ViteManifest, lazyRoots: readonly string[] = []): Set<string> {
  for (const root of lazyRoots) {
    if (!manifest[root]) {
      throw new Error(`The Vite manifest has no ${root}: the public shell would miss it`);
    }
  }
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = ['index.html', ...lazyRoots];
  while (pending.length > 0) {
    const key = pending.pop() ?? '';
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      continue;
    }
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) {
      files.add(css);
    }
    pending.push(...(chunk.imports ?? []));
  }
  if (files.size === 0) {
    throw new Error('The Vite manifest has no index.html entry: cannot tell the public shell');
  }
  return files;
}

/** Whether a precache entry belongs to the public shell. */
export function isShellFile(url: string, closure: ReadonlySet<string>): boolean {
  return url === 'index.html' || url === 'favicon.svg' || /^i18n\/[a-z]+\.json$/.test(url) || closure.has(url);
}

/**
 * A Workbox manifest transform keeping the public shell only; reads `<outDir>/.vite/manifest.json`
 * (the build's output folder, known once Vite has resolved its config: `--outDir` may move it).
 */
export function publicShellOnly(outDir: () => string) {
  return async (entries: Entry[]): Promise<{ manifest: Entry[]; warnings: string[] }> => {
    const manifestPath = path.join(outDir(), '.vite', 'manifest.json');
    const manifest = JSON.parse(await fs.promises.readFile(manifestPath, 'utf8')) as ViteManifest;
    const closure = entryClosure(manifest, shellLazyModules);
    const kept = entries.filter((entry) => isShellFile(entry.url, closure));
    const missing = [...closure].filter((file) => !kept.some((entry) => entry.url === file));
    return { manifest: kept, warnings: missing.map((file) => `public shell file not precached: ${file}`) };
  };
}

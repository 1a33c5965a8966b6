// What each built chunk is made of, by package (issue 14): `npm run build` writes
// `dist/.vite/bundle-report.json`; `npm run bench:public` prints the public entry's composition
// from it and e2e/tests/public-bundle.spec.ts fails when back-office code enters the public entry
// or the entry grows past its budget.
import type { Plugin } from 'vite';

export type BundleReport = { chunks: Record<string, { packages: Record<string, number> }> };

export const bundleReportFile = '.vite/bundle-report.json';

/**
 * The package a module belongs to: `react-dom`, `@mui/material`; for our own code its workspace and
 * folder (`web src/features/case-list`, `@atalaya/contract`), so back-office features show by name.
 */
export function packageOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first = '', second = ''] = clean.slice(inModules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (clean.includes('/packages/contract/')) {
    return '@atalaya/contract';
  }
  const src = clean.indexOf('/apps/web/src/');
  if (src >= 0) {
    const parts = clean.slice(src + '/apps/web/src/'.length).split('/');
    const routes = parts[0] === 'app' && parts[1] === 'routes';
    const depth = routes ? 3 : ['features', 'components', 'app'].includes(parts[0] ?? '') ? 2 : 1;
    const folder = parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
    return `web src/${folder === '' ? (parts[0] ?? '') : folder}`;
  }
  return clean.startsWith('vite/') || clean.includes('vite/') ? 'vite runtime' : 'other';
}

/** The Vite plugin: adds up each chunk's modules (rendered bytes, before minification) by package. */
export function bundleReport(): Plugin {
  return {
    name: 'atalaya-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: BundleReport = { chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') {
          continue;
        }
        const packages: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const name = packageOf(id);
          packages[name] = (packages[name] ?? 0) + module.renderedLength;
        }
        report.chunks[output.fileName] = { packages };
      }
      this.emitFile({ type: 'asset', fileName: bundleReportFile, source: JSON.stringify(report) });
    },
  };
}

/** Bytes per package over a set of chunk files (the public entry's closure), largest first. */
export function compositionOf(report: BundleReport, files: Iterable<string>): Array<[string, number]> {
  const total = new Map<string, number>();
  for (const file of files) {
    for (const [name, bytes] of Object.entries(report.chunks[file]?.packages ?? {})) {
      total.set(name, (total.get(name) ?? 0) + bytes);
    }
  }
  return [...total.entries()].sort((a, b) => b[1] - a[1]);
}

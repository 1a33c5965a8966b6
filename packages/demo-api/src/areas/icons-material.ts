/**
 * The material sets from `@mui/icons-material` (MIT; Google's Material Icons, Apache 2.0): one file
 * per icon and variant (`AccountCircle.mjs`, `AccountCircleOutlined.mjs`, `AccountCircleTwoTone.mjs`).
 * Each set module globs its variant's files (eagerly, so a set is one chunk, not two thousand).
 */
import { componentCatalogue, type IconCatalogue } from './icons-catalogues.ts';
import { snakeName } from './icons-sets.ts';

export const MATERIAL_VARIANT_SUFFIXES = ['Outlined', 'Rounded', 'Sharp', 'TwoTone'] as const;

/** The icons of one variant (`''` for the filled one) from the glob's `path → component` record. */
export function materialCatalogue(files: Record<string, unknown>, suffix: '' | 'Outlined' | 'TwoTone'): IconCatalogue {
  const exports: Record<string, unknown> = {};
  for (const [path, component] of Object.entries(files)) {
    const exportName = /([^/]+)\.mjs$/.exec(path)?.[1];
    if (exportName && exportName !== 'index' && exportName.endsWith(suffix)) {
      exports[exportName] = component;
    }
  }
  return {
    kind: 'component',
    module: '@mui/icons-material',
    icons: componentCatalogue(exports, (exportName) =>
      suffix === '' && MATERIAL_VARIANT_SUFFIXES.some((other) => exportName.endsWith(other))
        ? undefined
        : snakeName(exportName.slice(0, exportName.length - suffix.length)),
    ),
  };
}

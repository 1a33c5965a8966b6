import type { IconCatalogue } from '@atalaya/demo-api/areas/icons-catalogues';

/** `feather:arrow-left`; the twotone set has no namespace (§9), so its identifier is the bare name. */
export function iconIdentifier(namespace: string, name: string): string {
  return namespace ? `${namespace}:${name}` : name;
}

/** Our own glyph as inline SVG markup (iconsmind has no package to import from). */
export function glyphMarkup(paths: readonly string[], size: number): string {
  const body = paths.map((d) => `  <path d="${d}" />`).join('\n');
  return [
    `<svg viewBox="0 0 32 32" width="${size}" height="${size}" fill="none" stroke="currentColor"`,
    `  stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">`,
    body,
    '</svg>',
  ].join('\n');
}

/** The code a developer writes to draw `name` at `size` pixels with the set's package. */
export function usageSnippet(catalogue: IconCatalogue, name: string, size: number): string {
  if (catalogue.kind === 'svg') {
    return [
      `import feather from '${catalogue.module}';`,
      '',
      `const svg = feather.icons['${name}'].toSvg({ width: ${size}, height: ${size} });`,
    ].join('\n');
  }
  if (catalogue.kind === 'glyph') {
    return glyphMarkup(catalogue.icons.get(name) ?? [], size);
  }
  const exportName = catalogue.icons.get(name)?.exportName ?? name;
  if (catalogue.module === '@mui/icons-material') {
    return [
      `import ${exportName}Icon from '${catalogue.module}/${exportName}';`,
      '',
      `<${exportName}Icon sx={{ fontSize: ${size} }} />`,
    ].join('\n');
  }
  return [
    `import { ${exportName} } from '${catalogue.module}';`,
    '',
    `<${exportName} width={${size}} height={${size}} aria-hidden="true" />`,
  ].join('\n');
}

/** Names containing the query, ignoring case, spaces, hyphens and underscores (`arrow left` finds `arrow-left`). */
export function filterIconNames(names: readonly string[], query: string): string[] {
  const wanted = query.toLowerCase().replace(/[\s_-]+/g, '');
  if (!wanted) {
    return [...names];
  }
  return names.filter((name) => name.replace(/[_-]+/g, '').includes(wanted));
}

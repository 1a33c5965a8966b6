import Box from '@mui/material/Box';
import { loadIconCatalogue, type IconCatalogue } from '@atalaya/demo-api/areas/icons-catalogues';
import { useQuery } from '@tanstack/react-query';
import { iconKeys, type IconSetKey } from './icons-api.ts';

/** The drawings of a set: its own lazy chunk (the same module the engine reads the names from). */
export function useIconCatalogue(set: IconSetKey | undefined) {
  return useQuery({
    queryKey: iconKeys.catalogue(set ?? ''),
    queryFn: () => loadIconCatalogue(set as IconSetKey),
    enabled: set !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** One icon at `size` pixels in the text colour; decorative (its name is written beside it). */
export function IconDrawing({ catalogue, name, size }: { catalogue: IconCatalogue; name: string; size: number }) {
  if (catalogue.kind === 'svg') {
    return (
      <Box
        component="svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        sx={{ flexShrink: 0 }}
        // The package's own SVG contents (feather-icons' icons.json), never user input.
        dangerouslySetInnerHTML={{ __html: catalogue.icons.get(name) ?? '' }}
      />
    );
  }
  if (catalogue.kind === 'glyph') {
    return (
      <Box
        component="svg"
        viewBox="0 0 32 32"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        sx={{ flexShrink: 0 }}
      >
        {(catalogue.icons.get(name) ?? []).map((d) => (
          <path key={d} d={d} />
        ))}
      </Box>
    );
  }
  const entry = catalogue.icons.get(name);
  if (!entry) {
    return null;
  }
  const { Icon } = entry;
  return <Icon aria-hidden="true" style={{ width: size, height: size, fontSize: size, flexShrink: 0 }} />;
}

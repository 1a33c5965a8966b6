import { describe, expect, it } from 'vitest';
import { loadIconCatalogue } from '@atalaya/demo-api/areas/icons-catalogues';
import { textOf } from '../lib/demo-text.ts';
import { filterIconNames, glyphMarkup, iconIdentifier, usageSnippet } from './icon-usage.ts';
import { iconsStrings } from './icons-strings.ts';

describe('icon usage', () => {
  it('names an icon with its namespace, the twotone set without one', () => {
    expect(iconIdentifier('feather', 'arrow-left')).toBe('feather:arrow-left');
    expect(iconIdentifier('', 'home')).toBe('home');
  });

  it('writes the snippet of each kind of set at the chosen size', async () => {
    expect(usageSnippet(await loadIconCatalogue('feather'), 'arrow-left', 32)).toBe(
      "import feather from 'feather-icons';\n\nconst svg = feather.icons['arrow-left'].toSvg({ width: 32, height: 32 });",
    );
    expect(usageSnippet(await loadIconCatalogue('heroicons-solid'), 'academic-cap', 20)).toBe(
      'import { AcademicCapIcon } from \'@heroicons/react/20/solid\';\n\n<AcademicCapIcon width={20} height={20} aria-hidden="true" />',
    );
    expect(usageSnippet(await loadIconCatalogue('material-outline'), 'account_circle', 24)).toBe(
      "import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';\n\n<AccountCircleOutlinedIcon sx={{ fontSize: 24 }} />",
    );
    const iconsmind = await loadIconCatalogue('iconsmind');
    const snippet = usageSnippet(iconsmind, 'anchor', 40);
    expect(snippet).toMatch(/^<svg viewBox="0 0 32 32" width="40" height="40"/);
    expect(snippet.match(/<path /g)).toHaveLength(4);
  }, 60_000);

  it('draws glyph markup from the path data', () => {
    expect(glyphMarkup(['M1 1L2 2'], 16)).toContain('  <path d="M1 1L2 2" />\n</svg>');
  });

  it('searches names ignoring case, spaces, hyphens and underscores', () => {
    const names = ['arrow-left', 'arrow-right', 'account_circle', 'home'];
    expect(filterIconNames(names, 'Arrow L')).toEqual(['arrow-left']);
    expect(filterIconNames(names, 'accountcircle')).toEqual(['account_circle']);
    expect(filterIconNames(names, '  ')).toEqual(names);
    expect(filterIconNames(names, 'zzz')).toEqual([]);
  });

  it('has every text in the five languages', () => {
    const keys = Object.keys(iconsStrings.es).sort();
    for (const language of ['cat', 'eu', 'ga', 'en'] as const) {
      expect(Object.keys(iconsStrings[language]).sort()).toEqual(keys);
    }
    expect(textOf(iconsStrings, 'es', 'icons.count.other', { count: 287 })).toBe('287 iconos');
  });
});

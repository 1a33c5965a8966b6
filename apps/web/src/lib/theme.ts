import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { breakpoints } from '@atalaya/contract/limits';
import { primaryByTheme } from './theme-settings.ts';
import type { Scheme, ThemeName } from './theme-settings.ts';

export * from './theme-settings.ts';

/**
 * Error text in dark mode: MUI's #f44336 measures 3.97:1 on the dark paper (issue 20 §3); red-300
 * keeps 7.6:1 on #1e293b and more on #0f172a. Light mode keeps MUI's #d32f2f (4.98:1 on white).
 */
const darkErrorMain = '#fca5a5';

const ring = '3px solid';

/**
 * A focus ring on every control a person reaches by keyboard (WCAG 2.4.7): the theme's primary
 * colour, which contrasts at least 3:1 with the light and the dark backgrounds by construction.
 * Text fields already draw a 2 px primary border when focused, and elements focused by script
 * (`tabindex="-1"`: a dialog, the main region after the skip link) get no ring. Controls whose
 * native input is invisible (switch, checkbox, radio) ring the visible part; items that fill a
 * clipped container (menus, side menu, tabs, table rows) ring inside their own box.
 */
function focusRingStyles(colour: string) {
  const outline = `${ring} ${colour}`;
  return {
    'body :focus-visible:not([tabindex="-1"]):not(.MuiInputBase-input)': { outline, outlineOffset: '2px' },
    'body :is(.MuiMenuItem-root, .MuiListItemButton-root, .MuiTab-root, .MuiTableRow-root, .MuiToggleButton-root):focus-visible':
      { outline, outlineOffset: '-3px' },
    'body :is(.MuiCheckbox-root, .MuiRadio-root).Mui-focusVisible': {
      outline,
      outlineOffset: '-2px',
      borderRadius: '50%',
    },
    'body .MuiSwitch-root:has(.Mui-focusVisible)': { outline, outlineOffset: '0', borderRadius: '999px' },
  };
}

/** MUI theme for a scheme and theme name, with the spec's breakpoints and animation timings (§9). */
export function createAppTheme(scheme: Scheme, name: ThemeName): Theme {
  const primary = primaryByTheme[name][scheme];
  return createTheme({
    components: {
      MuiCssBaseline: { styleOverrides: focusRingStyles(primary) },
    },
    breakpoints: { values: { xs: 0, ...breakpoints } },
    palette: {
      mode: scheme,
      contrastThreshold: 4.5,
      primary: { main: primary },
      secondary: { main: scheme === 'light' ? '#475569' : '#cbd5e1' },
      ...(scheme === 'dark' ? { error: { main: darkErrorMain } } : {}),
      background:
        scheme === 'light' ? { default: '#f8fafc', paper: '#ffffff' } : { default: '#0f172a', paper: '#1e293b' },
    },
    shape: { borderRadius: 8 },
    transitions: { duration: { enteringScreen: 225, leavingScreen: 195, complex: 375 } },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}

import { useSyncExternalStore } from 'react';
import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { storageKeys } from '@atalaya/contract/http/headers';
import { breakpoints } from '@atalaya/contract/limits';
import { readStorage, writeStorage } from './storage.ts';

export const schemes = ['light', 'dark'] as const;
export type Scheme = (typeof schemes)[number];
export const themeNames = ['default', 'brand', 'teal', 'rose', 'purple', 'amber', 'fuchsia'] as const;
export type ThemeName = (typeof themeNames)[number];

type ThemeSettings = { scheme: Scheme; theme: ThemeName };

/** Primary colours chosen for at least 4.5:1 contrast with white text (WCAG AA). */
const primaryByTheme: Record<ThemeName, { light: string; dark: string }> = {
  default: { light: '#1e40af', dark: '#93c5fd' },
  brand: { light: '#1d4ed8', dark: '#60a5fa' },
  teal: { light: '#0f766e', dark: '#5eead4' },
  rose: { light: '#be123c', dark: '#fda4af' },
  purple: { light: '#7e22ce', dark: '#d8b4fe' },
  amber: { light: '#b45309', dark: '#fcd34d' },
  fuchsia: { light: '#a21caf', dark: '#f0abfc' },
};

/** A swatch per theme for the theme picker. */
export function themeSwatch(name: ThemeName): string {
  return primaryByTheme[name].light;
}

function isScheme(value: unknown): value is Scheme {
  return typeof value === 'string' && (schemes as readonly string[]).includes(value);
}

function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

function readSettings(): ThemeSettings {
  const scheme = readStorage(storageKeys.scheme);
  const theme = readStorage(storageKeys.theme);
  return { scheme: isScheme(scheme) ? scheme : 'light', theme: isThemeName(theme) ? theme : 'default' };
}

let settings: ThemeSettings = readSettings();
const listeners = new Set<() => void>();

function update(next: ThemeSettings): void {
  settings = next;
  writeStorage(storageKeys.scheme, next.scheme);
  writeStorage(storageKeys.theme, next.theme);
  for (const listener of listeners) {
    listener();
  }
}

export function setScheme(scheme: Scheme): void {
  update({ ...settings, scheme });
}

export function toggleScheme(): void {
  setScheme(settings.scheme === 'light' ? 'dark' : 'light');
}

export function setThemeName(theme: ThemeName): void {
  update({ ...settings, theme });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSettings(): ThemeSettings {
  return settings;
}

/** The stored scheme (light/dark) and theme name; re-renders on change. */
export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}

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

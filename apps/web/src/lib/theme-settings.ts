import { useSyncExternalStore } from 'react';
import { storageKeys } from '@atalaya/contract/http/headers';
import { readStorage, writeStorage } from './storage.ts';

/**
 * The person's light/dark scheme and colour theme, kept in storage, and the CSS variables of the
 * plain public shell (decision 044). No MUI here: the public entry imports this file, the MUI
 * theme built from the same settings lives in `theme.ts`, loaded with the pages that use MUI.
 */
export const schemes = ['light', 'dark'] as const;
export type Scheme = (typeof schemes)[number];
export const themeNames = ['default', 'brand', 'teal', 'rose', 'purple', 'amber', 'fuchsia'] as const;
export type ThemeName = (typeof themeNames)[number];

export type ThemeSettings = { scheme: Scheme; theme: ThemeName };

/** Primary colours chosen for at least 4.5:1 contrast with white text (WCAG AA). */
export const primaryByTheme: Record<ThemeName, { light: string; dark: string }> = {
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

/** Hex `#rrggbb` as `rgba(r, g, b, alpha)`. */
function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${String(value >> 16)}, ${String((value >> 8) & 255)}, ${String(value & 255)}, ${String(alpha)})`;
}

/**
 * Writes the scheme and the theme's primary colour on `<html>` for the plain shell's stylesheet
 * (`styles/public-shell.css`): `data-scheme`, `--at-primary` and its tint for selected items.
 * A light primary (the dark scheme's) carries dark text, as MUI's 4.5:1 contrast threshold picks.
 */
export function applyThemeToDocument(root: HTMLElement, { scheme, theme }: ThemeSettings): void {
  const primary = primaryByTheme[theme][scheme];
  root.dataset.scheme = scheme;
  root.style.setProperty('--at-primary', primary);
  root.style.setProperty('--at-primary-soft', withAlpha(primary, scheme === 'light' ? 0.08 : 0.16));
  root.style.setProperty('--at-on-primary', scheme === 'light' ? '#fff' : 'rgba(0, 0, 0, 0.87)');
}

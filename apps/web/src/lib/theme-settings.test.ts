import { afterEach, describe, expect, it } from 'vitest';
import { applyThemeToDocument, setScheme, setThemeName, toggleScheme } from './theme-settings.ts';

describe('applyThemeToDocument (the plain shell’s colours, decision 044)', () => {
  afterEach(() => {
    setScheme('light');
    setThemeName('default');
  });

  it('writes the scheme and the theme’s primary colour, its tint and the text on it', () => {
    const root = document.createElement('html');
    applyThemeToDocument(root, { scheme: 'light', theme: 'teal' });
    expect(root.dataset.scheme).toBe('light');
    expect(root.style.getPropertyValue('--at-primary')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--at-primary-soft')).toBe('rgba(15, 118, 110, 0.08)');
    expect(root.style.getPropertyValue('--at-on-primary')).toBe('#fff');

    applyThemeToDocument(root, { scheme: 'dark', theme: 'teal' });
    expect(root.dataset.scheme).toBe('dark');
    expect(root.style.getPropertyValue('--at-primary')).toBe('#5eead4');
    // A light primary carries dark text (MUI's 4.5:1 contrast threshold picks the same).
    expect(root.style.getPropertyValue('--at-on-primary')).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('keeps the choice in storage under scheme and theme', () => {
    setThemeName('rose');
    toggleScheme();
    expect(globalThis.localStorage.getItem('scheme')).toContain('dark');
    expect(globalThis.localStorage.getItem('theme')).toContain('rose');
  });
});

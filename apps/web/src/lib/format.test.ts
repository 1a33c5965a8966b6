import { describe, expect, it } from 'vitest';
import { formatNumber, formatWallClock } from './format.ts';

describe('formatNumber', () => {
  it('groups thousands as each interface language writes them', () => {
    expect(formatNumber(32_725, 'es')).toBe('32.725');
    expect(formatNumber(32_725, 'cat')).toBe('32.725');
    expect(formatNumber(32_725, 'en')).toBe('32,725');
  });

  it('reads ga as Galician (gl), not Irish, whose separator is a comma', () => {
    expect(formatNumber(32_725, 'ga')).toBe('32.725');
  });

  it('leaves four-digit counts ungrouped in Spanish (CLDR) and keeps one decimal', () => {
    expect(formatNumber(9_632, 'es')).toBe('9632');
    expect(formatNumber(41.5, 'es')).toBe('41,5');
    expect(formatNumber(2.25, 'en')).toBe('2.3');
  });
});

describe('formatWallClock', () => {
  it('writes a local date and time as dd/mm/yyyy HH:mm, with no time zone moving it', () => {
    expect(formatWallClock('2026-12-03T10:30')).toBe('03/12/2026 10:30');
    expect(formatWallClock('2027-01-31T00:05')).toBe('31/01/2027 00:05');
  });

  it('gives back what it cannot read', () => {
    expect(formatWallClock('mañana')).toBe('mañana');
  });
});

import { describe, expect, it } from 'vitest';
import { dayIn, formatDateIn, formatDateTimeIn, isTimeZone, timeZoneLabel, yearIn } from './time-zone.ts';

describe('time-zone formatting', () => {
  it('shows a date and time in the zone with its label, winter and summer', () => {
    expect(formatDateTimeIn('2026-01-15T10:30:00Z', 'Europe/Madrid', 'es-ES')).toBe('15/1/26, 11:30 CET');
    expect(formatDateTimeIn('2026-07-15T10:30:00Z', 'Europe/Madrid', 'es-ES')).toBe('15/7/26, 12:30 CEST');
    expect(formatDateTimeIn('2026-07-15T10:30:00Z', 'Atlantic/Canary', 'es-ES')).toMatch(/^15\/7\/26, 11:30 /);
    expect(formatDateTimeIn('no es una fecha', 'Europe/Madrid', 'es-ES')).toBe('no es una fecha');
  });

  it('keeps one formatter per shape, language and zone apart (no answer from another shape)', () => {
    const iso = '2026-12-31T23:30:00Z';
    expect(yearIn(iso, 'Europe/Madrid')).toBe(2027);
    expect(yearIn(iso, 'Atlantic/Canary')).toBe(2026);
    expect(dayIn(iso, 'Europe/Madrid')).toBe('2027-01-01');
    expect(dayIn(iso, 'Atlantic/Canary')).toBe('2026-12-31');
    expect(timeZoneLabel(iso, 'Europe/Madrid', 'en-GB')).toBe('CET');
    expect(formatDateIn(iso, 'Europe/Madrid', 'en-GB')).toBe('1 Jan 2027');
    expect(formatDateIn(iso, 'Europe/Madrid', 'es-ES')).toBe('1 ene 2027');
  });

  it('knows an IANA zone from a made-up one', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Europe/Atlantida')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { displayTimeZone, formatDate, formatDateTime, setDisplayTimeZone } from './format.ts';

afterEach(() => {
  setDisplayTimeZone('Europe/Madrid');
});

/** Issue 20 §4: every time in the tenant's time zone, labelled, whatever the browser's clock. */
describe("times in the tenant's time zone", () => {
  it('shows an acknowledgement filed at 03:23 UTC as 4:23 CET, as the server wrote it', () => {
    expect(displayTimeZone()).toBe('Europe/Madrid');
    const text = formatDateTime('2026-11-21T03:23:00.000Z', 'es');
    expect(text).toContain('4:23');
    expect(text).toMatch(/CET$/);
    expect(formatDateTime('2026-07-21T03:23:00.000Z', 'es')).toMatch(/5:23 CEST$/);
  });

  it("uses the tenant's own zone when its parameters name one, and the default for nonsense", () => {
    setDisplayTimeZone('Atlantic/Canary');
    expect(formatDateTime('2026-11-21T03:23:00.000Z', 'es')).toMatch(/3:23 WET$/);
    setDisplayTimeZone('Marte/Olympus');
    expect(displayTimeZone()).toBe('Europe/Madrid');
  });

  it('dates an instant by its day in the zone, and never moves a plain calendar day', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Madrid.
    expect(formatDate('2026-12-31T23:30:00.000Z', 'es')).toBe('1 de enero de 2027');
    expect(formatDate('2027-02-20', 'es')).toBe('20 de febrero de 2027');
    setDisplayTimeZone('America/New_York');
    expect(formatDate('2027-02-20', 'es')).toBe('20 de febrero de 2027');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '@/lib/format.ts';
import { makeCase } from '@/testing/case-list-fixtures.ts';
import { formatDateTimeShort } from './case-format.ts';
import { toExcelDate } from './cases-workbook.ts';

afterEach(() => {
  setDisplayTimeZone('Europe/Madrid');
});

describe("Gestión times in the tenant's time zone (issue 20 §4)", () => {
  it('labels Gestión times and writes the Excel cell with the same wall-clock time', () => {
    const row = makeCase(4);
    expect(formatDateTimeShort(row.fec_alta, 'es')).toBe('20/11/2026, 11:15 CET');
    const cell = toExcelDate(row.fec_alta);
    expect(cell).toEqual(new Date(Date.UTC(2026, 10, 20, 11, 15, 0)));
  });

  it('follows a tenant in another zone', () => {
    setDisplayTimeZone('Atlantic/Canary');
    expect(formatDateTimeShort(makeCase(4).fec_alta, 'es')).toBe('20/11/2026, 10:15 WET');
  });
});

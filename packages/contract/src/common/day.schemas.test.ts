import { describe, expect, it } from 'vitest';
import { isCalendarDay, isoDaySchema } from './day.schemas.ts';

describe('calendar days', () => {
  it('accepts real days and refuses impossible or badly written ones', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31'].every(isCalendarDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-2-1', '22/11/2026', ''].some(isCalendarDay)).toBe(false);
    expect(isoDaySchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Fecha no válida');
    expect(isoDaySchema.safeParse('30-02-2026').error?.issues[0]?.message).toBe('Use el formato AAAA-MM-DD');
  });
});

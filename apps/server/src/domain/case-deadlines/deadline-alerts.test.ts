import { describe, expect, it } from 'vitest';
import { reachedMilestones, type AlertableCase } from './deadline-alerts.rules.ts';

const filed: AlertableCase = {
  fec_alta: '2026-01-01T09:30:00.000Z',
  fec_acuse: null,
  prorroga_meses: null,
  resolved: false,
};

function hitos(complaint: AlertableCase, day: string): string[] {
  return reachedMilestones(complaint, day).map((m) => `${m.hito}@${m.vence}`);
}

describe('deadline alerts: the milestones a case has reached', () => {
  it('warns the day before the acknowledgement is due, only while there is none', () => {
    expect(hitos(filed, '2026-01-06')).toEqual([]);
    expect(hitos(filed, '2026-01-07')).toEqual(['acuse_manana@2026-01-08']);
    expect(hitos(filed, '2026-01-08')).toEqual(['acuse_manana@2026-01-08']);
    // Past the deadline the warning would come too late to help; the answer milestones carry on.
    expect(hitos(filed, '2026-01-09')).toEqual([]);
    expect(hitos({ ...filed, fec_acuse: '2026-01-02T10:00:00.000Z' }, '2026-01-07')).toEqual([]);
  });

  it('reaches 50, 75 and 90 % of the answer time, the day before and overdue (90 days: 1 Jan → 1 Apr)', () => {
    const acknowledged = { ...filed, fec_acuse: '2026-01-02T10:00:00.000Z' };
    expect(hitos(acknowledged, '2026-02-14')).toEqual([]); // day 44 of 90
    expect(hitos(acknowledged, '2026-02-15')).toEqual(['respuesta_50@2026-04-01']); // day 45
    expect(hitos(acknowledged, '2026-03-09')).toEqual(['respuesta_50@2026-04-01']); // day 67
    expect(hitos(acknowledged, '2026-03-10')).toEqual(['respuesta_50@2026-04-01', 'respuesta_75@2026-04-01']); // ceil(67.5) = 68
    expect(hitos(acknowledged, '2026-03-22').at(-1)).toBe('respuesta_75@2026-04-01'); // day 80
    expect(hitos(acknowledged, '2026-03-23').at(-1)).toBe('respuesta_90@2026-04-01'); // day 81
    expect(hitos(acknowledged, '2026-03-31').at(-1)).toBe('respuesta_vispera@2026-04-01');
    expect(hitos(acknowledged, '2026-04-01').at(-1)).toBe('respuesta_vispera@2026-04-01');
    expect(hitos(acknowledged, '2026-04-02')).toEqual([
      'respuesta_50@2026-04-01',
      'respuesta_75@2026-04-01',
      'respuesta_90@2026-04-01',
      'respuesta_vispera@2026-04-01',
      'respuesta_vencida@2026-04-01',
    ]);
  });

  it('an extension moves the answer deadline, and its milestones with it', () => {
    const extended = { ...filed, fec_acuse: '2026-01-02T10:00:00.000Z', prorroga_meses: 3 };
    expect(hitos(extended, '2026-04-02')).toEqual(['respuesta_50@2026-07-01']);
  });

  it('a resolved case reaches none', () => {
    expect(hitos({ ...filed, resolved: true }, '2026-04-02')).toEqual([]);
  });
});

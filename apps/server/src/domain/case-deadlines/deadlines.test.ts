import { describe, expect, it } from 'vitest';
import {
  acknowledgementDeadline,
  addDays,
  addMonthsClamped,
  answerDeadline,
  daysBetween,
  deadlinesOf,
  overdueCutoff,
  today,
} from './deadlines.rules.ts';

describe('complaint deadlines', () => {
  it('answer deadline: 3 months, clamped to the last day of the month', () => {
    expect(answerDeadline('2026-01-31T10:00:00.000Z')).toBe('2026-04-30');
    expect(answerDeadline('2026-01-15T23:59:59.999Z')).toBe('2026-04-15');
    expect(answerDeadline('2026-11-30T08:00:00.000Z')).toBe('2027-02-28');
    expect(answerDeadline('2027-11-30T08:00:00.000Z')).toBe('2028-02-29');
    expect(answerDeadline('2026-12-31T08:00:00.000Z')).toBe('2027-03-31');
  });

  it('acknowledgement deadline: 7 calendar days, across month and year ends', () => {
    expect(acknowledgementDeadline('2026-01-28T12:00:00.000Z')).toBe('2026-02-04');
    expect(acknowledgementDeadline('2026-12-29T00:00:00.000Z')).toBe('2027-01-05');
    expect(acknowledgementDeadline('2028-02-25T00:00:00.000Z')).toBe('2028-03-03');
  });

  it('answer deadline with an extension: counted from the filing day, clamped once', () => {
    expect(answerDeadline('2026-11-30T08:00:00.000Z', null)).toBe('2027-02-28');
    expect(answerDeadline('2026-11-30T08:00:00.000Z', 3)).toBe('2027-05-30');
    expect(answerDeadline('2026-11-30T08:00:00.000Z', 1)).toBe('2027-03-30');
    expect(answerDeadline('2026-08-31T08:00:00.000Z', 3)).toBe('2027-02-28');
    expect(answerDeadline('2027-08-31T08:00:00.000Z', 3)).toBe('2028-02-29');
    expect(answerDeadline('2026-10-31T08:00:00.000Z', 2)).toBe('2027-03-31');
  });

  it('overdue cutoff: the first filing day still on time today, month-end clamping included', () => {
    expect(overdueCutoff('2026-02-15')).toBe('2025-11-15');
    // Filed 2026-02-28 → due 2026-05-28: overdue on 05-31, so the cutoff is after it.
    expect(overdueCutoff('2026-05-31')).toBe('2026-03-01');
    expect(overdueCutoff('2026-05-28')).toBe('2026-02-28');
    expect(overdueCutoff('2027-05-31', 6)).toBe('2026-12-01');
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('overdue cutoff agrees with the deadline for every filing day of two years and every period', () => {
    for (const todayDay of ['2026-02-28', '2026-03-01', '2026-05-31', '2026-06-30', '2027-02-28', '2028-02-29']) {
      for (const months of [3, 4, 5, 6]) {
        const cutoff = overdueCutoff(todayDay, months);
        for (let day = '2025-01-01'; day < '2027-12-31'; day = addDays(day, 1)) {
          const overdue = addMonthsClamped(day, months) < todayDay;
          expect(day < cutoff, `${day} +${months} on ${todayDay}`).toBe(overdue);
        }
      }
    }
  });

  it('days remaining: positive before, 0 on the day, negative when overdue, null once resolved', () => {
    expect(daysBetween('2026-04-25', '2026-04-30')).toBe(5);
    expect(daysBetween('2026-04-30', '2026-04-30')).toBe(0);
    expect(daysBetween('2026-05-03', '2026-04-30')).toBe(-3);
    const filed = { fec_alta: '2026-01-31T10:00:00.000Z', fec_acuse: '2026-01-31T10:00:00.000Z', prorroga_meses: null };
    expect(deadlinesOf({ ...filed, resolved: false }, '2026-05-10')).toEqual({
      vence_acuse: '2026-02-07',
      vence_respuesta: '2026-04-30',
      dias_respuesta: -10,
      dias_acuse: null,
    });
    expect(deadlinesOf({ ...filed, resolved: true }, '2026-05-10').dias_respuesta).toBe(null);
  });

  it('the extension moves the answer deadline; dias_acuse counts while unacknowledged', () => {
    const filed = { fec_alta: '2026-11-30T08:00:00.000Z', resolved: false, fec_acuse: null };
    expect(deadlinesOf({ ...filed, prorroga_meses: 3 }, '2027-05-01')).toEqual({
      vence_acuse: '2026-12-07',
      vence_respuesta: '2027-05-30',
      dias_respuesta: 29,
      dias_acuse: -145,
    });
    expect(deadlinesOf({ ...filed, prorroga_meses: null }, '2026-12-03')).toMatchObject({
      vence_respuesta: '2027-02-28',
      dias_acuse: 4,
    });
  });

  it('today is the UTC day', () => {
    expect(today(new Date('2026-03-01T23:30:00.000-02:00'))).toBe('2026-03-02');
  });
});

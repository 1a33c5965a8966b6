import { describe, expect, it } from 'vitest';
import {
  acknowledgementDeadline,
  addMonthsClamped,
  answerDeadline,
  daysBetween,
  deadlinesOf,
  overdueCutoff,
  today,
} from './deadlines.ts';

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

  it('months back, for the overdue cutoff', () => {
    expect(overdueCutoff('2026-05-31')).toBe('2026-02-28');
    expect(overdueCutoff('2026-02-15')).toBe('2025-11-15');
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('days remaining: positive before, 0 on the day, negative when overdue, null once resolved', () => {
    expect(daysBetween('2026-04-25', '2026-04-30')).toBe(5);
    expect(daysBetween('2026-04-30', '2026-04-30')).toBe(0);
    expect(daysBetween('2026-05-03', '2026-04-30')).toBe(-3);
    expect(deadlinesOf({ fec_alta: '2026-01-31T10:00:00.000Z', resolved: false }, '2026-05-10')).toEqual({
      vence_acuse: '2026-02-07',
      vence_respuesta: '2026-04-30',
      dias_respuesta: -10,
    });
    expect(deadlinesOf({ fec_alta: '2026-01-31T10:00:00.000Z', resolved: true }, '2026-05-10').dias_respuesta).toBe(
      null,
    );
  });

  it('today is the UTC day', () => {
    expect(today(new Date('2026-03-01T23:30:00.000-02:00'))).toBe('2026-03-02');
  });
});

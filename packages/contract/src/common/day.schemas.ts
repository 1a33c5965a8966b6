import { z } from 'zod';

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return false;
  }
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A calendar day `YYYY-MM-DD`, with the messages every day filter and setting shows. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use el formato AAAA-MM-DD')
  .refine(isCalendarDay, 'Fecha no válida');

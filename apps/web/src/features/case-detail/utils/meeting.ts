import type { MeetingRecord } from '@atalaya/contract/complaints/meeting-record.schemas';

/** A day on this device's calendar, `YYYY-MM-DD`. */
export function localDay(now: Date = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Whether a date should have been proposed already: none is and its last day (`vence`) is past. */
export function isMeetingOverdue(meeting: MeetingRecord, today: string = localDay()): boolean {
  return meeting.propuesta === null && today > meeting.vence;
}

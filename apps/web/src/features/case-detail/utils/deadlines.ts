/** How close a deadline is: red when overdue, orange within 15 days, green otherwise. */
export type DeadlineTone = 'overdue' | 'soon' | 'onTime';

/** Days left at or under which a deadline shows as close (orange). */
export const deadlineSoonDays = 15;

export function deadlineTone(daysLeft: number): DeadlineTone {
  if (daysLeft < 0) {
    return 'overdue';
  }
  return daysLeft <= deadlineSoonDays ? 'soon' : 'onTime';
}

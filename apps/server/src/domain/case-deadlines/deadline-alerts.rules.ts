import { meetingDeadlineOf } from '@atalaya/contract/complaints/meeting-request.schemas';
import { acknowledgementDeadline, addDays, answerDeadline, dayOf, daysBetween } from './deadlines.rules.ts';

/**
 * The deadline alerts of Ley 2/2023 art 9.2.c–d (issue 17 §1): when an unresolved case reaches
 * 50 %, 75 % and 90 % of its answer time, the day before its answer deadline and once it is
 * overdue; the day before its acknowledgement is due while it has none; and, for a meeting the
 * reporter asked for and no date proposed yet, the day before its 7 days end and once they have.
 */
export const answerMilestones = [
  'respuesta_50',
  'respuesta_75',
  'respuesta_90',
  'respuesta_vispera',
  'respuesta_vencida',
] as const;
/** The 7 days to propose a date for a meeting the reporter asked for (issue 17 §2). */
export const meetingMilestones = ['reunion_vispera', 'reunion_vencida'] as const;
export type DeadlineMilestone = (typeof answerMilestones)[number] | (typeof meetingMilestones)[number] | 'acuse_manana';

/** Share of the answer time at which each percentage milestone is reached. */
const shares: Partial<Record<DeadlineMilestone, number>> = { respuesta_50: 0.5, respuesta_75: 0.75, respuesta_90: 0.9 };

export type AlertableCase = {
  fec_alta: string;
  fec_acuse: string | null;
  prorroga_meses: number | null;
  resolved: boolean;
  /** A meeting the reporter asked for, and when a date was proposed (issue 17 §2). */
  fec_reunion_solicitada?: string | null;
  fec_reunion_propuesta?: string | null;
};

/** A milestone reached by a case on `todayDay`, with the deadline day it refers to. */
export type ReachedMilestone = { hito: DeadlineMilestone; vence: string };

/** The first day on which a milestone of the answer deadline is reached. */
function answerMilestoneDay(hito: (typeof answerMilestones)[number], filed: string, due: string): string {
  if (hito === 'respuesta_vispera') {
    return addDays(due, -1);
  }
  if (hito === 'respuesta_vencida') {
    return addDays(due, 1);
  }
  return addDays(filed, Math.ceil(daysBetween(filed, due) * (shares[hito] ?? 1)));
}

/**
 * Every milestone the case has reached by `todayDay`, oldest first. The caller records them all
 * and alerts only the newest one not recorded yet: a case first seen at 95 % gets the 90 % alert,
 * never a burst of 50 %, 75 % and 90 % at once.
 */
export function reachedMilestones(complaint: AlertableCase, todayDay: string): ReachedMilestone[] {
  if (complaint.resolved) {
    return [];
  }
  const reached: ReachedMilestone[] = [];
  const ackDue = acknowledgementDeadline(complaint.fec_alta);
  if (complaint.fec_acuse === null && todayDay >= addDays(ackDue, -1) && todayDay <= ackDue) {
    reached.push({ hito: 'acuse_manana', vence: ackDue });
  }
  const filed = dayOf(complaint.fec_alta);
  const due = answerDeadline(complaint.fec_alta, complaint.prorroga_meses);
  for (const hito of answerMilestones) {
    if (todayDay >= answerMilestoneDay(hito, filed, due)) {
      reached.push({ hito, vence: due });
    }
  }
  if (complaint.fec_reunion_solicitada && !complaint.fec_reunion_propuesta) {
    const meetingDue = meetingDeadlineOf(complaint.fec_reunion_solicitada);
    if (todayDay >= addDays(meetingDue, -1)) {
      reached.push({ hito: 'reunion_vispera', vence: meetingDue });
    }
    if (todayDay > meetingDue) {
      reached.push({ hito: 'reunion_vencida', vence: meetingDue });
    }
  }
  return reached;
}

import type { FastifyInstance } from 'fastify';
import { reachedMilestones, type DeadlineMilestone } from '../../domain/case-deadlines/deadline-alerts.rules.ts';
import { today } from '../../domain/case-deadlines/deadlines.rules.ts';
import { caseAlertRecipients } from '../../domain/complaint/case-access.repository.ts';
import { sendCaseAlert } from '../../domain/complaint/handler-alerts.service.ts';
import { findOpenCases, findRecordedMilestones, recordMilestone, type OpenCase } from './deadline-alerts.repository.ts';

/** The header bell's title of each milestone: fixed texts, never case content. */
export const deadlineAlertTitles: Record<DeadlineMilestone, string> = {
  acuse_manana: 'El acuse de recibo vence mañana',
  respuesta_50: 'Consumido el 50 % del plazo de respuesta',
  respuesta_75: 'Consumido el 75 % del plazo de respuesta',
  respuesta_90: 'Consumido el 90 % del plazo de respuesta',
  respuesta_vispera: 'El plazo de respuesta vence mañana',
  respuesta_vencida: 'Plazo de respuesta vencido',
  reunion_vispera: 'Mañana vence el plazo para proponer la reunión solicitada',
  reunion_vencida: 'Plazo para proponer la reunión solicitada vencido',
};

/** Milestones of one deadline: each family alerts its newest fresh milestone on its own. */
function familyOf(hito: DeadlineMilestone): string {
  return hito.split('_')[0] ?? hito;
}

/** "Comunicación 2026-0001 · vence el 01/04/2026": the reference and the deadline day only. */
function alertDescription(referencia: string, vence: string): string {
  const [year, month, day] = vence.split('-');
  return `Comunicación ${referencia} · vence el ${day}/${month}/${year}`;
}

/**
 * One case: records every milestone it has reached and not recorded yet, then alerts the newest of
 * them per deadline (a case first seen at 95 % gets the 90 % alert only; a meeting's deadline
 * alerts on its own). Answers the milestones alerted.
 */
async function alertCase(app: FastifyInstance, open: OpenCase, todayDay: string, at: string) {
  const reached = reachedMilestones({ ...open, resolved: false }, todayDay);
  if (reached.length === 0) {
    return [];
  }
  const recorded = await findRecordedMilestones(app.db, open.idcliente, open.iddenuncia);
  const fresh = reached.filter((milestone) => !recorded.has(`${milestone.hito}@${milestone.vence}`));
  const newest = new Map<string, (typeof fresh)[number]>();
  for (const milestone of fresh) {
    const row = { idcliente: open.idcliente, iddenuncia: open.iddenuncia, ...milestone, fec_alta: at };
    if (await recordMilestone(app.db, row)) {
      newest.set(familyOf(milestone.hito), milestone);
    }
  }
  if (newest.size === 0) {
    return [];
  }
  const handlers = await caseAlertRecipients(app.db, open.idcliente, open.iddenuncia);
  for (const milestone of newest.values()) {
    await sendCaseAlert(app, {
      idcliente: open.idcliente,
      iddenuncia: open.iddenuncia,
      evento: 'plazo_caso',
      handlers,
      title: deadlineAlertTitles[milestone.hito],
      description: alertDescription(open.referencia, milestone.vence),
    });
  }
  return [...newest.values()].map((milestone) => milestone.hito);
}

/**
 * Raises the deadline alerts due at `now` on every unresolved case of every active tenant (issue
 * 17 §1): to the case's assigned gestores, else the tenant's Responsables (bell and mail), each
 * milestone once. A case that fails is logged by its id and the others go on. Answers how many
 * alerts went out per milestone.
 */
export async function raiseDeadlineAlerts(app: FastifyInstance, now: Date = new Date()) {
  const todayDay = today(now);
  const at = now.toISOString();
  const sent: Partial<Record<DeadlineMilestone, number>> = {};
  for (const open of await findOpenCases(app.db)) {
    try {
      for (const hito of await alertCase(app, open, todayDay, at)) {
        sent[hito] = (sent[hito] ?? 0) + 1;
      }
    } catch (error) {
      app.log.warn({ err: error, iddenuncia: open.iddenuncia }, 'deadline alert failed for a case');
    }
  }
  return sent;
}

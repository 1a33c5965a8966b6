import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { handlerAddresses, type HandlerRecipient, type TenantMailTarget } from '../../lib/mail-outbox.ts';
import { nowIso } from '../../lib/time.ts';
import { caseAlertRecipients } from './case-access.repository.ts';
import { findCaseReference } from './case-reference.repository.ts';
import { mailHandlers, type CaseAlertMailEvent } from './case-mail.service.ts';
import { takePendingAlert } from './pending-alert.repository.ts';

/** What happened on a case that its handlers should look at. */
export type HandlerAlertKind =
  | 'nueva_comunicacion'
  | 'mensaje_informante'
  | 'informacion_adicional'
  | 'conformidad_transcripcion'
  | 'reunion_solicitada';

/** Titles of the header-bell items: fixed texts, never anything the reporter wrote. */
export const handlerAlertTitles: Record<HandlerAlertKind, string> = {
  nueva_comunicacion: 'Nueva comunicación recibida',
  mensaje_informante: 'Nuevo mensaje del informante',
  informacion_adicional: 'Nueva información del informante',
  conformidad_transcripcion: 'El informante está conforme con la transcripción',
  reunion_solicitada: 'El informante solicita una reunión',
};

/** Where the bell item leads: the case in the back office. */
export function caseLink(iddenuncia: number): string {
  return `/admin/denuncias/gestion/${iddenuncia}`;
}

/** A reporter's messages on one case alert its handlers at most once per this time (bell and mail). */
export const caseAlertCoalesceMs = 15 * 60 * 1000;

/** Whether the case's handlers already got this kind of alert within `caseAlertCoalesceMs`. */
async function alertedLately(
  app: FastifyInstance,
  event: { idcliente: number; iddenuncia: number; kind: HandlerAlertKind },
): Promise<boolean> {
  const row = await app.db
    .selectFrom('user_feed')
    .select('id')
    .where('idcliente', '=', event.idcliente)
    .where('link', '=', caseLink(event.iddenuncia))
    .where('title', '=', handlerAlertTitles[event.kind])
    .where('created_at', '>', new Date(Date.now() - caseAlertCoalesceMs).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Reads the case's recipients once (case-access.repository: its assigned gestores, else the
 * tenant's Responsables) and sends them the alert (`sendCaseAlert`). Title and description name the
 * case reference only (decision 027). Never fails its caller: a failure is logged without content
 * and the filing or message stands. A reporter's messages are coalesced: one alert per case and
 * kind per 15 minutes, however many arrive.
 */
export async function alertHandlers(
  app: FastifyInstance,
  event: {
    idcliente: number;
    iddenuncia: number;
    kind: HandlerAlertKind;
    /** The case's reference when the caller knows it (a filing just took it): not read again. */
    referencia?: string;
    /** The tenant's name and link base when the caller has read them (a filing, for its proof). */
    tenant?: TenantMailTarget;
  },
): Promise<void> {
  let handlers: HandlerRecipient[];
  let referencia: string;
  try {
    if (event.kind !== 'nueva_comunicacion' && (await alertedLately(app, event))) {
      return;
    }
    handlers = await caseAlertRecipients(app.db, event.idcliente, event.iddenuncia);
    referencia = event.referencia ?? (await findCaseReference(app.db, event.idcliente, event.iddenuncia));
  } catch {
    app.log.warn({ alert: event.kind }, 'handlers could not be read for an alert');
    return;
  }
  await sendCaseAlert(app, {
    idcliente: event.idcliente,
    iddenuncia: event.iddenuncia,
    evento: event.kind === 'nueva_comunicacion' ? 'nueva_denuncia' : 'nuevo_mensaje_informante',
    handlers,
    referencia,
    title: handlerAlertTitles[event.kind],
    description: `Comunicación ${referencia}`,
    tenant: event.tenant,
  });
}

/**
 * A new complaint's alert (decision 073), run after the reporter has the answer: sent only by the
 * caller that takes the case's pending mark (the filing's process, or a later sweep), so once.
 * Never fails its caller.
 */
export async function alertFiledCase(
  app: FastifyInstance,
  filed: { idcliente: number; iddenuncia: number; referencia: string; tenant?: TenantMailTarget },
): Promise<void> {
  let taken: boolean;
  try {
    taken = await takePendingAlert(app.db, filed.idcliente, filed.iddenuncia);
  } catch {
    app.log.warn({ alert: 'nueva_comunicacion' }, 'a pending alert could not be taken');
    return;
  }
  if (taken) {
    await alertHandlers(app, { ...filed, kind: 'nueva_comunicacion' });
  }
}

/**
 * Queues the handlers' mail of a case event and puts one header-bell notification (user_feed,
 * kind 'notification') in each one's feed, leading to the case. The feed's owner is the
 * `unique_name` an administrator signs in with: its e-mail in lower case. `title` and
 * `description` are fixed texts and the case reference, never case content. Never fails its caller.
 */
export async function sendCaseAlert(
  app: FastifyInstance,
  alert: {
    idcliente: number;
    iddenuncia: number;
    evento: CaseAlertMailEvent;
    handlers: readonly HandlerRecipient[];
    /** The case's reference when the caller has it (the mail names the case by it). */
    referencia?: string;
    /** The tenant's name and link base when the caller has them. */
    tenant?: TenantMailTarget;
    title: string;
    description: string;
  },
): Promise<void> {
  const { idcliente, iddenuncia, evento, handlers, referencia, tenant } = alert;
  await mailHandlers(app, { idcliente, iddenuncia, evento, handlers, referencia, tenant });
  try {
    if (alert.handlers.length === 0) {
      return;
    }
    const now = nowIso();
    const owners = [...new Set(alert.handlers.map((handler) => handler.email.toLowerCase()))];
    await app.db
      .insertInto('user_feed')
      .values(
        owners.map((owner) => ({
          id: crypto.randomUUID(),
          idcliente: alert.idcliente,
          owner,
          kind: 'notification' as const,
          title: alert.title,
          description: alert.description,
          time: now,
          read: 0,
          seen: 0,
          icon: 'notifications',
          image: null,
          link: caseLink(alert.iddenuncia),
          use_router: 1,
          created_at: now,
        })),
      )
      .execute();
  } catch {
    app.log.warn({ alert: alert.evento }, 'handler alert could not be stored');
  }
}

/** Something odd happening to a whole tenant's channel that its handlers should know of. */
export type TenantAnomalyKind = 'codigos' | 'mensajes' | 'comunicaciones' | 'subidas';

const ceilingNote =
  'Se ha alcanzado el límite horario de todo el canal, que solo actúa como último recurso: mientras dure, se rechazan más envíos. Puede ampliarlo en Ajustes.';

export const tenantAnomalyTexts: Record<TenantAnomalyKind, { title: string; description: string }> = {
  codigos: {
    title: 'Muchos intentos fallidos con códigos de seguimiento',
    description:
      'En los últimos 15 minutos se han rechazado muchos códigos desde distintos orígenes. El canal sigue abierto; cada origen se bloquea por separado.',
  },
  mensajes: { title: 'Límite de mensajes por hora alcanzado', description: ceilingNote },
  comunicaciones: { title: 'Límite de comunicaciones por hora alcanzado', description: ceilingNote },
  subidas: { title: 'Límite de archivos subidos por hora alcanzado', description: ceilingNote },
};

/** An anomaly already alerted within this time is not alerted again. */
const anomalyRepeatMs = 60 * 60 * 1000;

/**
 * One header-bell item (no mail, no address, no code) for each active handler of the tenant, at
 * most once an hour per anomaly (checked in the database, so across server processes): an anomaly
 * the limits met. Never fails its caller.
 */
export async function alertTenantAnomaly(app: FastifyInstance, idcliente: number, kind: TenantAnomalyKind) {
  try {
    const { title, description } = tenantAnomalyTexts[kind];
    const recent = await app.db
      .selectFrom('user_feed')
      .select('id')
      .where('idcliente', '=', idcliente)
      .where('title', '=', title)
      .where('created_at', '>', new Date(Date.now() - anomalyRepeatMs).toISOString())
      .executeTakeFirst();
    const owners = [...new Set((await handlerAddresses(app.db, idcliente)).map((email) => email.toLowerCase()))];
    if (recent !== undefined || owners.length === 0) {
      return;
    }
    const now = nowIso();
    await app.db
      .insertInto('user_feed')
      .values(
        owners.map((owner) => ({
          id: crypto.randomUUID(),
          idcliente,
          owner,
          kind: 'notification' as const,
          title,
          description,
          time: now,
          read: 0,
          seen: 0,
          icon: 'warning',
          image: null,
          link: null,
          use_router: 1,
          created_at: now,
        })),
      )
      .execute();
    app.log.warn({ idcliente, anomaly: kind }, 'tenant anomaly alerted');
  } catch {
    app.log.warn({ anomaly: kind }, 'tenant anomaly alert could not be stored');
  }
}

import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { handlerAddresses } from '../../lib/mail-outbox.ts';
import { nowIso } from '../../lib/time.ts';
import { mailHandlers } from './case-mail.service.ts';

/** What happened on a case that its handlers should look at. */
export type HandlerAlertKind = 'nueva_comunicacion' | 'mensaje_informante' | 'informacion_adicional';

/** Titles of the header-bell items: fixed texts, never anything the reporter wrote. */
export const handlerAlertTitles: Record<HandlerAlertKind, string> = {
  nueva_comunicacion: 'Nueva comunicación recibida',
  mensaje_informante: 'Nuevo mensaje del informante',
  informacion_adicional: 'Nueva información del informante',
};

/** Where the bell item leads: the case in the back office. */
export function caseLink(iddenuncia: number): string {
  return `/admin/denuncias/gestion/${iddenuncia}`;
}

/**
 * Reads the tenant's active administrators once, queues their mail (Mensajes de correo) and puts
 * one header-bell notification (user_feed, kind 'notification') in each one's feed. The feed's owner is the `unique_name` an administrator signs in
 * with: its e-mail in lower case. Title and description name the case number only. Never fails
 * its caller: a failure is logged without content and the filing or message stands.
 */
export async function alertHandlers(
  app: FastifyInstance,
  event: { idcliente: number; iddenuncia: number; kind: HandlerAlertKind },
): Promise<void> {
  let handlerEmails: string[];
  try {
    handlerEmails = await handlerAddresses(app.db, event.idcliente);
  } catch {
    app.log.warn({ alert: event.kind }, 'handlers could not be read for an alert');
    return;
  }
  await mailHandlers(app, {
    idcliente: event.idcliente,
    iddenuncia: event.iddenuncia,
    evento: event.kind === 'nueva_comunicacion' ? 'nueva_denuncia' : 'nuevo_mensaje_informante',
    handlerEmails,
  });
  try {
    if (handlerEmails.length === 0) {
      return;
    }
    const now = nowIso();
    const owners = [...new Set(handlerEmails.map((email) => email.toLowerCase()))];
    await app.db
      .insertInto('user_feed')
      .values(
        owners.map((owner) => ({
          id: crypto.randomUUID(),
          idcliente: event.idcliente,
          owner,
          kind: 'notification' as const,
          title: handlerAlertTitles[event.kind],
          description: `Comunicación nº ${event.iddenuncia}`,
          time: now,
          read: 0,
          seen: 0,
          icon: 'notifications',
          image: null,
          link: caseLink(event.iddenuncia),
          use_router: 1,
          created_at: now,
        })),
      )
      .execute();
  } catch {
    app.log.warn({ alert: event.kind }, 'handler alert could not be stored');
  }
}

/** Something odd happening to a whole tenant's channel that its handlers should know of. */
export type TenantAnomalyKind = 'codigos';

export const tenantAnomalyTexts: Record<TenantAnomalyKind, { title: string; description: string }> = {
  codigos: {
    title: 'Muchos intentos fallidos con códigos de seguimiento',
    description:
      'En los últimos 15 minutos se han rechazado muchos códigos desde distintos orígenes. El canal sigue abierto; cada origen se bloquea por separado.',
  },
};

/**
 * One header-bell item (no mail, no address, no code) for each active handler of the tenant: an
 * anomaly the throttles met and did not answer with a tenant-wide lock. Never fails its caller.
 */
export async function alertTenantAnomaly(app: FastifyInstance, idcliente: number, kind: TenantAnomalyKind) {
  try {
    const owners = [...new Set((await handlerAddresses(app.db, idcliente)).map((email) => email.toLowerCase()))];
    if (owners.length === 0) {
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
          title: tenantAnomalyTexts[kind].title,
          description: tenantAnomalyTexts[kind].description,
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

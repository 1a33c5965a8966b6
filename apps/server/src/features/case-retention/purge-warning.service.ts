import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { purgeWarningDays } from '@atalaya/contract/complaints/case-retention.schemas';
import { handlerRecipients, queueOutboxMail, tenantBaseUrl } from '../../lib/mail-outbox.ts';

/** The outbox event of the purge warning: a fixed text, not an editable template. */
export const purgeWarningEvent = 'aviso_supresion';
export const purgeWarningTitle = `Supresión de datos personales en ${purgeWarningDays} días`;

/** How many references the bell item names. */
const bellReferences = 20;

/**
 * How many references the mail names: a first round after a backlog may warn of thousands of cases
 * at once (52 193 in the 100 000-case bench), and a mail listing them all is unreadable; the rest
 * are one click away in Gestión, filtered to the warned cases.
 */
export const mailReferences = 100;

/** Gestión filtered to the cases whose purge was announced (the web's `supresion` search key). */
export const warnedCasesLink = '/admin/denuncias/gestion?supresion=1';

/** "2026-0001, 2026-0002 y 3 más": references only, never content. */
export function referenceList(referencias: readonly string[], max: number): string {
  const shown = referencias.slice(0, max).join(', ');
  return referencias.length > max ? `${shown} y ${referencias.length - max} más` : shown;
}

/**
 * Warns the tenant's Responsables that these cases' personal data will be purged in 7 days (issue
 * 17 §6): one header-bell item each and one mail each through the outbox, naming the case
 * references only. A legal hold stops the purge; "Ajustes › Retención" sets the periods.
 */
export async function sendPurgeWarning(app: FastifyInstance, idcliente: number, referencias: readonly string[]) {
  const recipients = await handlerRecipients(app.db, idcliente);
  if (recipients.length === 0 || referencias.length === 0) {
    return;
  }
  const tenant = await app.db
    .selectFrom('clientes')
    .select('nombre')
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  const base = await tenantBaseUrl({ db: app.db, publicUrl: app.config.publicUrl }, idcliente);
  const more = referencias.length - mailReferences;
  const body = [
    `Dentro de ${purgeWarningDays} días se suprimirán los datos personales de ${
      referencias.length === 1 ? 'esta comunicación' : `estas ${referencias.length} comunicaciones`
    } (Ley 2/2023, art. 32):`,
    '',
    ...referencias.slice(0, mailReferences).map((referencia) => `- ${referencia}`),
    ...(more > 0 ? [`- y ${more} más`] : []),
    '',
    `Todas, en Gestión: ${base}${warnedCasesLink}`,
    '',
    'Quedarán la fecha, el tipo, el estado y el resultado para el Resumen y el libro-registro.',
    'Si un procedimiento judicial exige conservarlas, bloquee su supresión desde la comunicación.',
  ].join('\n');
  for (const recipient of recipients) {
    await queueOutboxMail(
      { db: app.db, tenantKeys: app.tenantKeys, smtpConfigured: Boolean(app.config.smtpUrl) },
      {
        idcliente,
        evento: purgeWarningEvent,
        destinatario: recipient.email,
        asunto: `${tenant?.nombre ?? ''}: ${purgeWarningTitle.toLowerCase()}`,
        cuerpo: body,
      },
    );
  }
  const now = new Date().toISOString();
  const owners = [...new Set(recipients.map((recipient) => recipient.email.toLowerCase()))];
  await app.db
    .insertInto('user_feed')
    .values(
      owners.map((owner) => ({
        id: crypto.randomUUID(),
        idcliente,
        owner,
        kind: 'notification' as const,
        title: purgeWarningTitle,
        description: `Comunicaciones ${referenceList(referencias, bellReferences)}`,
        time: now,
        read: 0,
        seen: 0,
        icon: 'delete_forever',
        image: null,
        link: warnedCasesLink,
        use_router: 1,
        created_at: now,
      })),
    )
    .execute();
}

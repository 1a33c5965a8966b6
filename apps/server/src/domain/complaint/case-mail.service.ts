import type { FastifyInstance } from 'fastify';
import { reporterContactSchema } from '@atalaya/contract/complaints/complaint.schemas';
import type { MailEvent } from '@atalaya/contract/mail/mail.schemas';
import { decryptText } from '../../lib/crypto.ts';
import { queueCaseMail, type HandlerRecipient, type MailDeps, type TenantMailTarget } from '../../lib/mail-outbox.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import type { ComplaintRow } from './complaint.repository.ts';

function mailDeps(app: FastifyInstance): MailDeps {
  return {
    db: app.db,
    tenantKeys: app.tenantKeys,
    smtpConfigured: Boolean(app.config.smtpUrl),
    publicUrl: app.config.publicUrl,
  };
}

/** The mails of a case event that go to its handlers. */
export type CaseAlertMailEvent = Extract<MailEvent, 'nueva_denuncia' | 'nuevo_mensaje_informante' | 'plazo_caso'>;

/** Queues the handlers' mail of a case event. Never fails its caller: the case change stands. */
export async function mailHandlers(
  app: FastifyInstance,
  event: {
    idcliente: number;
    iddenuncia: number;
    evento: CaseAlertMailEvent;
    /** Each in the language they chose. */
    handlers: readonly HandlerRecipient[];
    /** The case's reference when the caller has it (spares a read). */
    referencia?: string;
    /** The tenant's name and link base when the caller has them (spares a read). */
    tenant?: TenantMailTarget;
  },
): Promise<void> {
  try {
    await queueCaseMail(mailDeps(app), { ...event, ididioma: 1 });
  } catch {
    app.log.warn({ mail: event.evento }, 'handler mail could not be queued');
  }
}

/** The e-mail the reporter left, if any (decrypted only to queue the notice). */
async function reporterEmailOf(app: FastifyInstance, complaint: ComplaintRow): Promise<string | null> {
  if (complaint.contacto === null) {
    return null;
  }
  const key = await app.tenantKeys.keyFor(complaint.idcliente);
  const parsed = reporterContactSchema.safeParse(
    JSON.parse(decryptText(key, complaint.contacto, sealedColumn.complaintContact(complaint.guid))),
  );
  return parsed.success && parsed.data.email !== '' ? parsed.data.email : null;
}

/**
 * Queues the reporter's notice of a new answer or of the resolution, only when they left an
 * e-mail, in the complaint's language, with no case content. Never fails its caller.
 */
export async function mailReporter(
  app: FastifyInstance,
  complaint: ComplaintRow,
  evento: Extract<MailEvent, 'nueva_respuesta' | 'resolucion'>,
): Promise<void> {
  try {
    const reporterEmail = await reporterEmailOf(app, complaint);
    if (reporterEmail === null) {
      return;
    }
    await queueCaseMail(mailDeps(app), {
      idcliente: complaint.idcliente,
      evento,
      iddenuncia: complaint.iddenuncia,
      ididioma: complaint.ididioma,
      reporterEmail,
    });
  } catch {
    app.log.warn({ mail: evento }, 'reporter mail could not be queued');
  }
}

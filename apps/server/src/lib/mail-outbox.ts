import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  defaultMailTemplates,
  mailEventAudience,
  mailEvents,
  renderMailText,
  type MailEvent,
  type MailValues,
} from '@atalaya/contract/mail/mail.schemas';
import { languageCodes, languageIds } from '@atalaya/contract/limits';
import type { Database } from '../db/schema.ts';
import { decryptText, encryptText } from './crypto.ts';
import type { TenantKeys } from './tenant-keys.ts';
import { nowIso } from './time.ts';

/** What queuing a mail needs from the app. */
export type MailDeps = {
  db: Kysely<Database>;
  tenantKeys: TenantKeys;
  /** Whether an SMTP server is configured: without one, mails stay in the outbox (no retry time). */
  smtpConfigured: boolean;
  /** `PUBLIC_URL`, when set, is the base of links; otherwise the tenant's first hostname. */
  publicUrl: string | undefined;
};

/** Encryption context of an outbox recipient. */
export function outboxRecipientContext(uid: string): string {
  return `mail_outbox.destinatario:${uid}`;
}

/** Encryption context of a sealed outbox body. */
export function outboxBodyContext(uid: string): string {
  return `mail_outbox.cuerpo:${uid}`;
}

/**
 * Mails whose body carries a one-time secret link (an invitation, a password reset): their `cuerpo`
 * is stored encrypted under the tenant key, so neither a database dump nor the outbox screen shows
 * the link.
 */
export const sealedBodyEvents: ReadonlySet<string> = new Set(['invitacion', 'restablecimiento']);

/**
 * The outbox event of the notice to a reporter's notice address (issue 17 §4, decision 046): the
 * outbox screen never shows its recipient, not even masked.
 */
export const reporterNoticeEvent = 'aviso_informante';

/** What the outbox screen shows in place of a sealed body. */
export const sealedBodyNotice = 'Este correo contiene un enlace de un solo uso y su texto no se muestra.';

/** The text to send of an outbox row: its body, decrypted when it is sealed. */
export function outboxBodyOf(key: Buffer, row: { uid: string; evento: string; cuerpo: string }): string {
  return sealedBodyEvents.has(row.evento) ? decryptText(key, row.cuerpo, outboxBodyContext(row.uid)) : row.cuerpo;
}

/**
 * Inserts the default templates a tenant lacks (one per event and language). Idempotent; when the
 * tenant already has all of them (every call after the first) it costs one indexed count.
 */
export async function ensureMailTemplates(db: Kysely<Database>, idcliente: number): Promise<void> {
  const stored = await db
    .selectFrom('mail_plantillas')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('idcliente', '=', idcliente)
    .executeTakeFirstOrThrow();
  if (Number(stored.n) >= mailEvents.length * languageCodes.length) {
    return;
  }
  const now = nowIso();
  const rows = mailEvents.flatMap((evento) =>
    languageCodes.map((code) => ({
      idcliente,
      evento,
      ididioma: languageIds[code],
      asunto: defaultMailTemplates[evento][code].asunto,
      cuerpo: defaultMailTemplates[evento][code].cuerpo,
      activo: 1,
      fec_modificacion: now,
    })),
  );
  await db
    .insertInto('mail_plantillas')
    .values(rows)
    .onConflict((oc) => oc.columns(['idcliente', 'evento', 'ididioma']).doNothing())
    .execute();
}

/** The base URL of a tenant's links: PUBLIC_URL, else https://<first hostname>. */
export async function tenantBaseUrl(deps: Pick<MailDeps, 'db' | 'publicUrl'>, idcliente: number): Promise<string> {
  if (deps.publicUrl) {
    return deps.publicUrl.replace(/\/+$/, '');
  }
  const host = await deps.db
    .selectFrom('clientes_hosts')
    .select('hostname')
    .where('idcliente', '=', idcliente)
    .orderBy('hostname')
    .limit(1)
    .executeTakeFirst();
  return host ? `https://${host.hostname}` : '';
}

async function templateFor(db: Kysely<Database>, idcliente: number, evento: MailEvent, ididioma: number) {
  function read() {
    return db
      .selectFrom('mail_plantillas')
      .selectAll()
      .where('idcliente', '=', idcliente)
      .where('evento', '=', evento)
      .where('ididioma', 'in', [ididioma, languageIds.es])
      .execute();
  }
  // The tenant's templates exist after its first mail: read them first, fill in only when missing
  // (one statement instead of a count and a read on every mail; decision 035's follow-up).
  let rows = await read();
  if (!rows.some((r) => r.ididioma === ididioma)) {
    await ensureMailTemplates(db, idcliente);
    rows = await read();
  }
  return rows.find((r) => r.ididioma === ididioma) ?? rows.find((r) => r.ididioma === languageIds.es);
}

/**
 * Renders a template and queues one mail per recipient. Answers the outbox ids (none when the
 * template is switched off). Never throws for an individual recipient problem.
 */
export async function queueMail(
  deps: MailDeps,
  input: {
    idcliente: number;
    evento: MailEvent;
    ididioma: number;
    destinatarios: readonly string[];
    values: MailValues;
    /** A test send uses this template even if it is switched off. */
    idplantilla?: number;
  },
): Promise<number[]> {
  const template = input.idplantilla
    ? await deps.db
        .selectFrom('mail_plantillas')
        .selectAll()
        .where('idcliente', '=', input.idcliente)
        .where('idplantilla', '=', input.idplantilla)
        .executeTakeFirst()
    : await templateFor(deps.db, input.idcliente, input.evento, input.ididioma);
  if (!template || (input.idplantilla === undefined && template.activo !== 1)) {
    return [];
  }
  const ids: number[] = [];
  for (const destinatario of input.destinatarios) {
    ids.push(
      await queueOutboxMail(deps, {
        idcliente: input.idcliente,
        evento: template.evento,
        destinatario,
        asunto: renderMailText(template.asunto, input.values),
        cuerpo: renderMailText(template.cuerpo, input.values),
      }),
    );
  }
  return ids;
}

/**
 * Queues one mail already written (no template): the recipient encrypted, the subject on one
 * line, the body sealed when the event is one of `sealedBodyEvents`. Answers its outbox id.
 */
export async function queueOutboxMail(
  deps: Pick<MailDeps, 'db' | 'tenantKeys' | 'smtpConfigured'>,
  mail: { idcliente: number; evento: string; destinatario: string; asunto: string; cuerpo: string },
): Promise<number> {
  const key = await deps.tenantKeys.keyFor(mail.idcliente);
  const now = nowIso();
  const uid = crypto.randomUUID();
  const row = await deps.db
    .insertInto('mail_outbox')
    .values({
      idcliente: mail.idcliente,
      uid,
      evento: mail.evento,
      destinatario: encryptText(key, mail.destinatario, outboxRecipientContext(uid)),
      asunto: mail.asunto.replace(/[\r\n]+/g, ' '),
      cuerpo: sealedBodyEvents.has(mail.evento) ? encryptText(key, mail.cuerpo, outboxBodyContext(uid)) : mail.cuerpo,
      estado: 'pendiente',
      intentos: 0,
      proximo_intento: deps.smtpConfigured ? now : null,
      ultimo_error: null,
      fec_alta: now,
      fec_envio: null,
    })
    .returning('idcorreo')
    .executeTakeFirstOrThrow();
  return row.idcorreo;
}

/** A handler a case mail goes to: the address and the language they chose (`usuarios.ididioma`). */
export type HandlerRecipient = { email: string; ididioma: number };

/** The tenant's active Responsables (the handlers every case alert goes to), with their languages. */
export async function handlerRecipients(db: Kysely<Database>, idcliente: number): Promise<HandlerRecipient[]> {
  return db
    .selectFrom('usuarios')
    .select(['email', 'ididioma'])
    .where('idcliente', '=', idcliente)
    .where('activo', '=', 1)
    .where('rol', '=', 'responsable')
    .execute();
}

/** The addresses of the tenant's active administrators (the handlers every case alert goes to). */
export async function handlerAddresses(db: Kysely<Database>, idcliente: number): Promise<string[]> {
  return (await handlerRecipients(db, idcliente)).map((r) => r.email);
}

/** A case's one human reference ("2026-0001", decision 027): what handler mails name the case by. */
async function caseReferenceOf(db: Kysely<Database>, idcliente: number, iddenuncia: number): Promise<string> {
  const row = await db
    .selectFrom('den_denuncias')
    .select('referencia')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .executeTakeFirst();
  return row?.referencia ?? '';
}

/** A tenant's name and the base of its links, as mails and proofs name them. */
export type TenantMailTarget = { cliente: string; base: string };

/**
 * The tenant's name and the base of its links, in one read: PUBLIC_URL when set, else
 * https://<its first hostname> (what `tenantBaseUrl` answers).
 */
export async function tenantNameAndBase(
  deps: Pick<MailDeps, 'db' | 'publicUrl'>,
  idcliente: number,
): Promise<TenantMailTarget> {
  const row = await deps.db
    .selectFrom('clientes as c')
    .select((eb) => [
      'c.nombre',
      eb
        .selectFrom('clientes_hosts as h')
        .select('h.hostname')
        .whereRef('h.idcliente', '=', 'c.idcliente')
        .orderBy('h.hostname')
        .limit(1)
        .as('hostname'),
    ])
    .where('c.idcliente', '=', idcliente)
    .executeTakeFirst();
  return tenantMailTarget(deps.publicUrl, row?.nombre ?? '', row?.hostname ?? null);
}

/** The tenant's name and link base from what a caller has read: PUBLIC_URL when set, else https://<first hostname>. */
export function tenantMailTarget(
  publicUrl: string | undefined,
  nombre: string,
  firstHostname: string | null,
): TenantMailTarget {
  const base = publicUrl ? publicUrl.replace(/\/+$/, '') : firstHostname ? `https://${firstHostname}` : '';
  return { cliente: nombre, base };
}

/**
 * Queues the mail of a case event: to the handlers (new complaint, new reporter message; each in
 * the language they chose, with the case reference and a back-office link) or to the reporter (new answer,
 * resolution; only when `reporterEmail` is given, in the complaint's language, with the follow-up
 * link and no reference at all). Never carries case content.
 */
export async function queueCaseMail(
  deps: MailDeps,
  event: {
    idcliente: number;
    evento: MailEvent;
    iddenuncia: number;
    ididioma: number;
    reporterEmail?: string | null;
    /** The handlers when the caller has already read them (`handlerRecipients`). */
    handlers?: readonly HandlerRecipient[];
    /** The case's reference when the caller knows it (a filing just took it): not read again. */
    referencia?: string;
    /** The tenant's name and link base when the caller has read them (`tenantNameAndBase`). */
    tenant?: TenantMailTarget;
  },
): Promise<number[]> {
  const { cliente, base } = event.tenant ?? (await tenantNameAndBase(deps, event.idcliente));
  if (mailEventAudience[event.evento] === 'gestores') {
    const handlers = event.handlers ?? (await handlerRecipients(deps.db, event.idcliente));
    const byLanguage = new Map<number, string[]>();
    for (const handler of handlers) {
      byLanguage.set(handler.ididioma, [...(byLanguage.get(handler.ididioma) ?? []), handler.email]);
    }
    const ids: number[] = [];
    const referencia =
      byLanguage.size === 0
        ? ''
        : (event.referencia ?? (await caseReferenceOf(deps.db, event.idcliente, event.iddenuncia)));
    for (const [ididioma, destinatarios] of byLanguage) {
      ids.push(
        ...(await queueMail(deps, {
          idcliente: event.idcliente,
          evento: event.evento,
          ididioma,
          destinatarios,
          values: {
            cliente,
            referencia,
            enlace: `${base}/admin/denuncias/gestion/${event.iddenuncia}`,
          },
        })),
      );
    }
    return ids;
  }
  if (!event.reporterEmail) {
    return [];
  }
  return queueMail(deps, {
    idcliente: event.idcliente,
    evento: event.evento,
    ididioma: event.ididioma,
    destinatarios: [event.reporterEmail],
    values: { cliente, referencia: '', enlace: `${base}/denuncias/seguimiento` },
  });
}

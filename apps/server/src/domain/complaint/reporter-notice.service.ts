import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { queueOutboxMail, reporterNoticeEvent, tenantBaseUrl } from '../../lib/mail-outbox.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { noticeIntervalSeconds, reporterNoticeTexts, tenantDefaultLanguage } from './reporter-notice.rules.ts';

type Db = Kysely<Database>;

/** The complaint a notice is about: enough to find its row and open its sealed address. */
export type NoticeTarget = { idcliente: number; iddenuncia: number; guid: string };

/** Seals a reporter's notice address with the tenant's key, bound to the complaint (decision 046). */
export function sealNoticeAddress(key: Buffer, guid: string, address: string): string {
  return encryptText(key, address, sealedColumn.noticeAddress(guid));
}

/**
 * Stores, replaces (`address`) or deletes (`null`) the notice address of a complaint; a new or
 * removed address also forgets when the last notice went. Answers whether the row was matched.
 */
export async function storeNoticeAddress(db: Db, target: NoticeTarget, sealed: string | null): Promise<boolean> {
  const result = await db
    .updateTable('den_denuncias')
    .set({ correo_avisos: sealed, fec_ultimo_aviso: null })
    .where('idcliente', '=', target.idcliente)
    .where('iddenuncia', '=', target.iddenuncia)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * What a notice needs read before the transaction it is queued in (the tenant's key, name,
 * default language and link), so the transaction only writes: on SQLite a read through `app.db`
 * inside an open transaction would wait for it.
 */
export type PreparedNotice = { key: Buffer; asunto: string; cuerpo: string };

export async function prepareReporterNotice(app: FastifyInstance, idcliente: number): Promise<PreparedNotice> {
  const key = await app.tenantKeys.keyFor(idcliente);
  const tenant = await app.db
    .selectFrom('clientes')
    .select(['nombre', 'parametros_cliente'])
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  const base = await tenantBaseUrl({ db: app.db, publicUrl: app.config.publicUrl }, idcliente);
  const texts = reporterNoticeTexts[tenantDefaultLanguage(tenant?.parametros_cliente)];
  return { key, asunto: texts.asunto(tenant?.nombre ?? ''), cuerpo: texts.cuerpo(`${base}/denuncias/seguimiento`) };
}

/**
 * Claims the case's next notice: marks it sent now when there is an address and no notice went in
 * the last hour, and answers the sealed address; null otherwise. One conditional update, so two
 * processes or a burst of messages claim it once.
 */
async function claimNotice(db: Db, target: NoticeTarget, now: string, always: boolean): Promise<string | null> {
  let update = db
    .updateTable('den_denuncias')
    .set({ fec_ultimo_aviso: now })
    .where('idcliente', '=', target.idcliente)
    .where('iddenuncia', '=', target.iddenuncia)
    .where('correo_avisos', 'is not', null);
  if (!always) {
    update = update.where((eb) =>
      eb.or([
        eb('fec_ultimo_aviso', 'is', null),
        eb('fec_ultimo_aviso', '<=', isoAfterSeconds(-noticeIntervalSeconds)),
      ]),
    );
  }
  const row = await update.returning('correo_avisos').executeTakeFirst();
  return row?.correo_avisos ?? null;
}

/**
 * Queues the content-free "there is news on your communication" mail to the reporter's notice
 * address (issue 17 §4), at most one an hour per case; nothing when there is no address. `db` is
 * the caller's transaction (the claim and the outbox row are written with the case change) or
 * `app.db`; `always` skips the hourly limit (the written notice before an identity disclosure,
 * art 33.3, must reach the reporter). Answers whether a mail was queued. The address is decrypted only to be sealed again
 * into the outbox (its recipient column, lib/mail-outbox.ts).
 */
export async function queueReporterNotice(
  app: FastifyInstance,
  db: Db,
  prepared: PreparedNotice,
  target: NoticeTarget,
  options: { always?: boolean } = {},
): Promise<boolean> {
  const sealed = await claimNotice(db, target, nowIso(), options.always ?? false);
  if (sealed === null) {
    return false;
  }
  await queueOutboxMail(
    { db, tenantKeys: app.tenantKeys, smtpConfigured: Boolean(app.config.smtpUrl) },
    {
      idcliente: target.idcliente,
      evento: reporterNoticeEvent,
      destinatario: decryptText(prepared.key, sealed, sealedColumn.noticeAddress(target.guid)),
      asunto: prepared.asunto,
      cuerpo: prepared.cuerpo,
    },
  );
  return true;
}

/**
 * The notice after a write already committed (`queueReporterNotice` in its own transaction).
 * Never fails its caller: the case change it follows stands.
 */
export async function noticeReporter(app: FastifyInstance, target: NoticeTarget): Promise<void> {
  try {
    const prepared = await prepareReporterNotice(app, target.idcliente);
    await app.db.transaction().execute((trx) => queueReporterNotice(app, trx, prepared, target));
  } catch {
    app.log.warn({ mail: reporterNoticeEvent }, 'reporter notice could not be queued');
  }
}

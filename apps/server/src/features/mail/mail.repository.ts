import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { MailOutboxTable } from '../../db/schema-mail.ts';

type Db = Kysely<Database>;

export async function listTemplates(db: Db, idcliente: number, filters: { evento?: string; ididioma?: number }) {
  let query = db.selectFrom('mail_plantillas').selectAll().where('idcliente', '=', idcliente);
  if (filters.evento !== undefined) {
    query = query.where('evento', '=', filters.evento);
  }
  if (filters.ididioma !== undefined) {
    query = query.where('ididioma', '=', filters.ididioma);
  }
  return query.orderBy('evento').orderBy('ididioma').execute();
}

export async function findTemplate(db: Db, idcliente: number, idplantilla: number) {
  return db
    .selectFrom('mail_plantillas')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('idplantilla', '=', idplantilla)
    .executeTakeFirst();
}

export async function updateTemplate(
  db: Db,
  idcliente: number,
  idplantilla: number,
  values: { asunto: string; cuerpo: string; activo: number; fec_modificacion: string },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_plantillas')
    .set(values)
    .where('idcliente', '=', idcliente)
    .where('idplantilla', '=', idplantilla)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listOutbox(
  db: Db,
  idcliente: number,
  page: { offset: number; limit: number; estado?: MailOutboxTable['estado'] },
) {
  let query = db.selectFrom('mail_outbox').where('idcliente', '=', idcliente);
  if (page.estado !== undefined) {
    query = query.where('estado', '=', page.estado);
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('idcorreo', 'desc').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Claims up to `limit` outbox rows due for a (re)try, oldest first, across tenants, by moving their
 * retry time to `leaseUntil` in one statement, and answers them. On PostgreSQL the rows are picked
 * `FOR UPDATE SKIP LOCKED`, so server processes running the dispatcher at once each claim other
 * rows and a mail is sent once; SQLite has one writer, so the statement is already exclusive.
 */
export async function claimDueMails(db: Db, dialect: DialectName, now: string, leaseUntil: string, limit: number) {
  let due = db
    .selectFrom('mail_outbox')
    .select('idcorreo')
    .where('estado', 'in', ['pendiente', 'error'])
    .where('proximo_intento', 'is not', null)
    .where('proximo_intento', '<=', now)
    .orderBy('proximo_intento')
    .limit(limit);
  if (dialect === 'postgres') {
    due = due.forUpdate().skipLocked();
  }
  const rows = await db
    .updateTable('mail_outbox')
    .set({ proximo_intento: leaseUntil })
    .where('idcorreo', 'in', due)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.idcorreo - b.idcorreo);
}

export async function markSent(db: Db, idcorreo: number, when: string, intentos: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ estado: 'enviado', fec_envio: when, proximo_intento: null, ultimo_error: null, intentos })
    .where('idcorreo', '=', idcorreo)
    .execute();
}

export async function markFailed(
  db: Db,
  idcorreo: number,
  values: { intentos: number; proximo_intento: string; ultimo_error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ estado: 'error', ...values })
    .where('idcorreo', '=', idcorreo)
    .execute();
}

/** Gives every queued mail without a retry time one (when an SMTP server gets configured). */
export async function scheduleUnscheduled(db: Db, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ proximo_intento: now })
    .where('estado', 'in', ['pendiente', 'error'])
    .where('proximo_intento', 'is', null)
    .execute();
}

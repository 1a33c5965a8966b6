import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, RedactionTable } from '../../db/schema.ts';

/*
 * Redactions of a case's text (issue 17 §7): the texts they rewrite (answers, transcript, chat
 * message), read under a row lock on PostgreSQL so two redactions of the same text never lose one
 * (SQLite has one writer, its transaction is already exclusive), and the `den_tachados` rows.
 * Every statement carries the tenant and the case.
 */

type Db = Kysely<Database>;
type CaseKey = { idcliente: number; iddenuncia: number };

export type RedactionRow = Selectable<RedactionTable>;

/** Which text a redaction rewrites. */
export type RedactionTarget =
  { origen: 'respuesta'; campo: string } | { origen: 'transcripcion' } | { origen: 'mensaje'; idmensaje: number };

/** The case's sealed answers and transcript, its row locked until the transaction ends (PostgreSQL). */
export async function lockCaseTexts(db: Db, dialect: DialectName, key: CaseKey) {
  let query = db
    .selectFrom('den_denuncias')
    .select(['respuestas', 'transcripcion', 'fec_purga'])
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia);
  if (dialect === 'postgres') {
    query = query.forUpdate();
  }
  return query.executeTakeFirst();
}

/** One chat message of the case (by its guid), locked like `lockCaseTexts`; undefined when it is not the case's. */
export async function lockChatMessage(
  db: Db,
  dialect: DialectName,
  scope: { idcliente: number; guid: string },
  idmensaje: number,
) {
  let query = db
    .selectFrom('den_chat_mensajes')
    .select(['idmensaje', 'mensaje'])
    .where('idcliente', '=', scope.idcliente)
    .where('guid', '=', scope.guid)
    .where('idmensaje', '=', idmensaje);
  if (dialect === 'postgres') {
    query = query.forUpdate();
  }
  return query.executeTakeFirst();
}

/** Stores the case's answers or transcript, sealed already. */
export async function saveCaseText(
  db: Db,
  key: CaseKey,
  values: { respuestas: string } | { transcripcion: string },
): Promise<void> {
  await db
    .updateTable('den_denuncias')
    .set(values)
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .execute();
}

/** Stores a chat message's text, sealed already. */
export async function saveChatMessageText(
  db: Db,
  scope: { idcliente: number; guid: string },
  idmensaje: number,
  mensaje: string,
): Promise<void> {
  await db
    .updateTable('den_chat_mensajes')
    .set({ mensaje })
    .where('idcliente', '=', scope.idcliente)
    .where('guid', '=', scope.guid)
    .where('idmensaje', '=', idmensaje)
    .execute();
}

/** The earlier redactions of one text of the case, newest first, with the sealed text before each. */
export async function findTextRedactions(db: Db, key: CaseKey, target: RedactionTarget) {
  let query = db
    .selectFrom('den_tachados')
    .select(['uid', 'inicio', 'longitud', 'antes'])
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .where('origen', '=', target.origen);
  if (target.origen === 'respuesta') {
    query = query.where('campo', '=', target.campo);
  }
  if (target.origen === 'mensaje') {
    query = query.where('idmensaje', '=', target.idmensaje);
  }
  return query.orderBy('idtachado', 'desc').execute();
}

export async function insertRedaction(db: Db, row: Insertable<RedactionTable>): Promise<RedactionRow> {
  return db.insertInto('den_tachados').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The case's redactions of text and of documents, newest first (without their sealed texts or originals). */
export async function findRedactions(db: Db, key: CaseKey) {
  return db
    .selectFrom('den_tachados')
    .select(['idtachado', 'origen', 'campo', 'idmensaje', 'iddocumento', 'motivo', 'longitud', 'usuario', 'fec_alta'])
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .orderBy('fec_alta', 'desc')
    .orderBy('idtachado', 'desc')
    .execute();
}

/** One redaction of the case, with its sealed texts. */
export async function findRedaction(db: Db, key: CaseKey, idtachado: number): Promise<RedactionRow | undefined> {
  return db
    .selectFrom('den_tachados')
    .selectAll()
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .where('idtachado', '=', idtachado)
    .executeTakeFirst();
}

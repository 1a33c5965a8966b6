import type { Kysely, Selectable } from 'kysely';
import { chatRoles } from '@atalaya/contract/complaints/chat.schemas';
import type { ChatMessageTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export type ChatMessageRow = Selectable<ChatMessageTable>;

/** One page of a complaint's messages, oldest first (ties by id), and the count when asked. */
export async function findChatMessages(
  db: Db,
  scope: { idcliente: number; guid: string },
  page: { order: 'asc' | 'desc'; offset: number; limit: number; withTotal: boolean },
): Promise<{ rows: ChatMessageRow[]; total: number | null }> {
  const rows = await db
    .selectFrom('den_chat_mensajes')
    .selectAll()
    .where('idcliente', '=', scope.idcliente)
    .where('guid', '=', scope.guid)
    .orderBy('fec_mensaje', page.order)
    .orderBy('idmensaje', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (!page.withTotal) {
    return { rows, total: null };
  }
  const counted = await db
    .selectFrom('den_chat_mensajes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('idcliente', '=', scope.idcliente)
    .where('guid', '=', scope.guid)
    .executeTakeFirst();
  return { rows, total: Number(counted?.n ?? 0) };
}

/** One message of the tenant by id (another tenant's answers undefined, like a missing one). */
export async function findChatMessage(
  db: Db,
  idcliente: number,
  idmensaje: number,
): Promise<ChatMessageRow | undefined> {
  return db
    .selectFrom('den_chat_mensajes')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('idmensaje', '=', idmensaje)
    .executeTakeFirst();
}

/** How many chat messages the tenant received from reporters since `since` (ISO); handlers' are not counted. */
export async function countReporterMessagesSince(db: Db, idcliente: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('den_chat_mensajes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', chatRoles.informante)
    .where('fec_mensaje', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertChatMessage(
  db: Db,
  values: {
    idcliente: number;
    guid: string;
    mensaje: string;
    idusuario: number;
    idautor: number | null;
    fec_mensaje: string;
  },
): Promise<ChatMessageRow> {
  return db.insertInto('den_chat_mensajes').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The administrator behind a Privado session (the author kept with the message). */
export async function findSessionUserId(db: Db, idcliente: number, sid: string): Promise<number | null> {
  const row = await db
    .selectFrom('sesiones')
    .select('idusuario')
    .where('sid', '=', sid)
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row?.idusuario ?? null;
}

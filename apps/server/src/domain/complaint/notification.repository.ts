import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationTable } from '../../db/schema.ts';
import { caseVisibleTo, type CaseViewer } from './case-access.policy.ts';

type Db = Kysely<Database>;

export type NotificationRow = Selectable<NotificationTable>;
/**
 * The columns SQL can sort by. `descripcion` is sealed (lib/sealed-columns.ts), so its order is
 * computed in memory after decrypting (findNotificationTitles, findNotificationsByIds).
 */
export type NotificationSort = 'idnotificacion' | 'fec_alta';

/** The tenant's notifications, of one complaint when given, of the cases `viewer` may see when given. */
type NotificationScope = { idcliente: number; iddenuncia: number | undefined; viewer?: CaseViewer };

function scoped(db: Db, scope: NotificationScope) {
  let query = db.selectFrom('den_denuncia_notificaciones').where('idcliente', '=', scope.idcliente);
  const { viewer } = scope;
  if (viewer) {
    query = query.where(
      'iddenuncia',
      'in',
      db
        .selectFrom('den_denuncias')
        .select('den_denuncias.iddenuncia')
        .where('den_denuncias.idcliente', '=', scope.idcliente)
        .where((eb) => caseVisibleTo(eb, viewer)),
    );
  }
  return scope.iddenuncia === undefined ? query : query.where('iddenuncia', '=', scope.iddenuncia);
}

/** One page of the tenant's notifications (of one complaint when given), and the count when asked. */
export async function findNotifications(
  db: Db,
  scope: NotificationScope,
  page: { sort: NotificationSort; order: 'asc' | 'desc'; offset: number; limit: number; withTotal: boolean },
): Promise<{ rows: NotificationRow[]; total: number | null }> {
  const query = scoped(db, scope);
  let ordered = query.selectAll().orderBy(page.sort, page.order);
  if (page.sort !== 'idnotificacion') {
    ordered = ordered.orderBy('idnotificacion', 'asc');
  }
  const rows = await ordered.limit(page.limit).offset(page.offset).execute();
  if (!page.withTotal) {
    return { rows, total: null };
  }
  const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Every sealed title in scope (by id), so the caller can decrypt and order them in memory. */
export async function findNotificationTitles(
  db: Db,
  scope: NotificationScope,
): Promise<Array<Pick<NotificationRow, 'idnotificacion' | 'iddenuncia' | 'descripcion'>>> {
  return scoped(db, scope)
    .select(['idnotificacion', 'iddenuncia', 'descripcion'])
    .orderBy('idnotificacion', 'asc')
    .execute();
}

/** The tenant's notifications of `ids` (any order; missing ids are left out). */
export async function findNotificationsByIds(db: Db, idcliente: number, ids: number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom('den_denuncia_notificaciones')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('idnotificacion', 'in', ids)
    .execute();
}

export async function findNotification(
  db: Db,
  idcliente: number,
  idnotificacion: number,
): Promise<NotificationRow | undefined> {
  return db
    .selectFrom('den_denuncia_notificaciones')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('idnotificacion', '=', idnotificacion)
    .executeTakeFirst();
}

export async function insertNotification(
  db: Db,
  values: {
    idcliente: number;
    iddenuncia: number;
    descripcion: string;
    contenido: string;
    ididioma: number;
    iddocumento: number | null;
    fec_alta: string;
  },
): Promise<NotificationRow> {
  return db.insertInto('den_denuncia_notificaciones').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateNotification(
  db: Db,
  key: { idcliente: number; idnotificacion: number },
  values: { descripcion: string; contenido: string; ididioma: number; iddocumento: number | null },
): Promise<NotificationRow | undefined> {
  return db
    .updateTable('den_denuncia_notificaciones')
    .set(values)
    .where('idcliente', '=', key.idcliente)
    .where('idnotificacion', '=', key.idnotificacion)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteNotification(db: Db, key: { idcliente: number; idnotificacion: number }): Promise<void> {
  await db
    .deleteFrom('den_denuncia_notificaciones')
    .where('idcliente', '=', key.idcliente)
    .where('idnotificacion', '=', key.idnotificacion)
    .execute();
}

/** Whether document `iddocumento` belongs to complaint `iddenuncia` of the tenant. */
export async function isDocumentOfComplaint(
  db: Db,
  scope: { idcliente: number; iddenuncia: number },
  iddocumento: number,
): Promise<boolean> {
  const attached = await db
    .selectFrom('gdoc_documentos')
    .select('iddocumento')
    .where('idcliente', '=', scope.idcliente)
    .where('iddocumento', '=', iddocumento)
    .where((eb) =>
      eb.or([
        eb('iddenuncia', '=', scope.iddenuncia),
        eb.exists(
          eb
            .selectFrom('den_denuncia_docs')
            .select('den_denuncia_docs.iddocumento')
            .whereRef('den_denuncia_docs.iddocumento', '=', 'gdoc_documentos.iddocumento')
            .where('den_denuncia_docs.iddenuncia', '=', scope.iddenuncia)
            .where('den_denuncia_docs.idcliente', '=', scope.idcliente),
        ),
      ]),
    )
    .executeTakeFirst();
  return attached !== undefined;
}

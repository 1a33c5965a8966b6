import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { ComplaintDocTable, Database, DocumentTable } from '../../db/schema.ts';

/** Kysely or a transaction of it: every function here works inside or outside one. */
type Db = Kysely<Database>;

export type DocumentRow = Selectable<DocumentTable>;
export type NewDocument = Insertable<DocumentTable>;
export type NewComplaintDoc = Insertable<ComplaintDocTable>;

/** What decides who may see or delete a document: the complaints it belongs to, both ways. */
export type DocumentLinks = {
  /** Complaints listing it in den_denuncia_docs. */
  complaintIds: number[];
  /** Complaints whose notifications point at it. */
  notificationComplaintIds: number[];
};

/** The tenant's stored parameters (JSON text), or undefined when the tenant does not exist. */
export async function findTenantParameters(db: Db, idcliente: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('clientes')
    .select('parametros_cliente')
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row?.parametros_cliente;
}

/** A complaint of the tenant by its guid. */
export async function findComplaintByGuid(db: Db, idcliente: number, guid: string) {
  return db
    .selectFrom('den_denuncias')
    .select(['iddenuncia', 'idestadodenuncia'])
    .where('idcliente', '=', idcliente)
    .where('guid', '=', guid)
    .executeTakeFirst();
}

function countOf(row: { total: string | number | bigint } | undefined): number {
  // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
  return Number(row?.total ?? 0);
}

/**
 * What `prepareUpload` checks, read in one statement (decision 035): the tenant's parameters, its
 * reporters' uploads since `since` (count and oldest; when `reporterUploads`) and the session's
 * uploads not yet attached to any complaint (when `pendingOf` names the session); counts not
 * asked for are 0.
 */
export async function readUploadQuotas(
  db: Db,
  query: { idcliente: number; since: string; reporterUploads: boolean; pendingOf: string | null },
): Promise<{ parametros: string | undefined; recent: { total: number; oldest: string | null }; pending: number }> {
  const { idcliente, since, pendingOf } = query;
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('gdoc_documentos')
        .select((inner) => [inner.fn.countAll().as('total'), inner.fn.min('fec_alta').as('oldest')])
        .where('idcliente', '=', idcliente)
        .where('origen', '=', 'informante')
        .where('fec_alta', '>=', since)
        // Not asked for: an empty range, so nothing is counted.
        .$if(!query.reporterUploads, (qb) => qb.where('fec_alta', '<', since))
        .as('recent'),
    )
    .select((eb) => [
      'recent.total',
      'recent.oldest',
      eb.selectFrom('clientes').select('parametros_cliente').where('idcliente', '=', idcliente).as('parametros'),
      eb
        .selectFrom('gdoc_documentos')
        .select((inner) => inner.fn.countAll().as('n'))
        .where('idcliente', '=', idcliente)
        .where('sid_subida', '=', pendingOf ?? '')
        .where('iddenuncia', 'is', null)
        .$if(pendingOf === null, (qb) => qb.where('idcliente', '<>', idcliente))
        .as('pending'),
    ])
    .executeTakeFirst();
  return {
    parametros: row?.parametros ?? undefined,
    recent: { total: countOf(row), oldest: row?.oldest ?? null },
    pending: Number(row?.pending ?? 0),
  };
}

export async function insertDocument(db: Db, values: NewDocument): Promise<DocumentRow> {
  return db.insertInto('gdoc_documentos').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertComplaintDoc(db: Db, values: NewComplaintDoc): Promise<void> {
  await db.insertInto('den_denuncia_docs').values(values).execute();
}

/** One document of the tenant (tenant-scoped: another tenant's id answers undefined). */
export async function findDocument(db: Db, idcliente: number, iddocumento: number): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('gdoc_documentos')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('iddocumento', '=', iddocumento)
    .executeTakeFirst();
}

export async function findDocumentLinks(db: Db, idcliente: number, iddocumento: number): Promise<DocumentLinks> {
  const docs = await db
    .selectFrom('den_denuncia_docs')
    .select('iddenuncia')
    .where('idcliente', '=', idcliente)
    .where('iddocumento', '=', iddocumento)
    .execute();
  const notifications = await db
    .selectFrom('den_denuncia_notificaciones')
    .select('iddenuncia')
    .where('idcliente', '=', idcliente)
    .where('iddocumento', '=', iddocumento)
    .execute();
  return {
    complaintIds: docs.map((d) => d.iddenuncia),
    notificationComplaintIds: notifications.map((n) => n.iddenuncia),
  };
}

/** Not attached to any complaint: no complaint id, no den_denuncia_docs row, no notification pointing at it. */
function isUnattached(eb: ExpressionBuilder<Database, 'gdoc_documentos'>) {
  return eb.and([
    eb('gdoc_documentos.iddenuncia', 'is', null),
    eb.not(
      eb.exists(
        eb
          .selectFrom('den_denuncia_docs')
          .select('den_denuncia_docs.iddenunciadoc')
          .whereRef('den_denuncia_docs.iddocumento', '=', 'gdoc_documentos.iddocumento'),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('den_denuncia_notificaciones')
          .select('den_denuncia_notificaciones.idnotificacion')
          .whereRef('den_denuncia_notificaciones.iddocumento', '=', 'gdoc_documentos.iddocumento'),
      ),
    ),
  ]);
}

/**
 * Deletable: unattached, and no stamped or certified copy of it was ever issued (deleting it would
 * cascade its verification codes away, and copies already handed out would stop verifying).
 */
function isDeletable(eb: ExpressionBuilder<Database, 'gdoc_documentos'>) {
  return eb.and([
    isUnattached(eb),
    eb.not(
      eb.exists(
        eb
          .selectFrom('gdoc_verificaciones')
          .select('gdoc_verificaciones.codigo')
          .whereRef('gdoc_verificaciones.iddocumento', '=', 'gdoc_documentos.iddocumento'),
      ),
    ),
  ]);
}

/**
 * Deletes a document only while it is still deletable (unattached, no copies issued), checked in
 * the DELETE itself: a complaint filed at the same moment either links it first (nothing is
 * deleted) or finds it gone. Answers whether it was deleted.
 */
export async function deleteUnattachedDocument(db: Db, idcliente: number, iddocumento: number): Promise<boolean> {
  const result = await db
    .deleteFrom('gdoc_documentos')
    .where('idcliente', '=', idcliente)
    .where('iddocumento', '=', iddocumento)
    .where(isDeletable)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletable documents (every tenant) uploaded before a time: candidates of the orphan sweep. */
export async function findOrphanCandidates(db: Db, before: string, limit: number) {
  return db
    .selectFrom('gdoc_documentos')
    .select(['iddocumento', 'idcliente', 'blob_key'])
    .where('fec_alta', '<', before)
    .where(isDeletable)
    .orderBy('iddocumento')
    .limit(limit)
    .execute();
}

/** A complaint of the tenant by id (tenant-scoped: another tenant's id answers undefined). */
export async function findComplaintById(db: Db, idcliente: number, iddenuncia: number) {
  return db
    .selectFrom('den_denuncias')
    .select(['iddenuncia', 'idestadodenuncia'])
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .executeTakeFirst();
}

/** The tenant's name (as printed on copies and answered by the public verification). */
export async function findTenantName(db: Db, idcliente: number): Promise<string> {
  const row = await db.selectFrom('clientes').select('nombre').where('idcliente', '=', idcliente).executeTakeFirst();
  return row?.nombre ?? '';
}

/** The administrator behind a session (from the session row, never from the token's text). */
export async function findSessionUserId(db: Db, idcliente: number, sid: string): Promise<number | null> {
  const row = await db
    .selectFrom('sesiones')
    .select('idusuario')
    .where('sid', '=', sid)
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row?.idusuario ?? null;
}

/**
 * Links a handler's upload to a complaint: sets its complaint (and, when given, its sealed
 * description) only while it is still an unattached 'gestor' upload of session `sid`, then adds
 * the den_denuncia_docs row. Answers the new row's id, or undefined (nothing changed) when the
 * document no longer qualifies. Run it inside a transaction.
 */
export async function linkHandlerUpload(
  db: Db,
  target: { idcliente: number; iddenuncia: number; iddocumento: number; sid: string; now: string },
  descripcion: string | undefined,
): Promise<number | undefined> {
  const result = await db
    .updateTable('gdoc_documentos')
    .set(descripcion === undefined ? { iddenuncia: target.iddenuncia } : { iddenuncia: target.iddenuncia, descripcion })
    .where('idcliente', '=', target.idcliente)
    .where('iddocumento', '=', target.iddocumento)
    .where('sid_subida', '=', target.sid)
    .where('origen', '=', 'gestor')
    .where(isUnattached)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    return undefined;
  }
  const row = await db
    .insertInto('den_denuncia_docs')
    .values(handlerDocLink(target))
    .returning('iddenunciadoc')
    .executeTakeFirstOrThrow();
  return row.iddenunciadoc;
}

/** Replaces a document's sealed description. */
export async function updateDocumentDescription(
  db: Db,
  key: { idcliente: number; iddocumento: number },
  descripcion: string,
): Promise<void> {
  await db
    .updateTable('gdoc_documentos')
    .set({ descripcion })
    .where('idcliente', '=', key.idcliente)
    .where('iddocumento', '=', key.iddocumento)
    .execute();
}

/**
 * Points a 'gestor' document at new content (new blob and everything sealed under its key), only
 * while it still points at `previousBlobKey`: two replacements at once cannot both win. Answers
 * whether the row changed.
 */
export async function replaceDocumentContent(
  db: Db,
  key: { idcliente: number; iddocumento: number; previousBlobKey: string },
  values: Pick<
    NewDocument,
    'blob_key' | 'nombre' | 'descripcion' | 'sha256' | 'tipo_mime' | 'tamano' | 'conserva_metadatos'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('gdoc_documentos')
    .set(values)
    .where('idcliente', '=', key.idcliente)
    .where('iddocumento', '=', key.iddocumento)
    .where('blob_key', '=', key.previousBlobKey)
    .where('origen', '=', 'gestor')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every document of a complaint (den_denuncia_docs order) with what the consolidated PDF needs. */
export async function findComplaintDocuments(db: Db, idcliente: number, iddenuncia: number) {
  return db
    .selectFrom('den_denuncia_docs')
    .innerJoin('gdoc_documentos', 'gdoc_documentos.iddocumento', 'den_denuncia_docs.iddocumento')
    .select([
      'den_denuncia_docs.iddenunciadoc',
      'den_denuncia_docs.origen',
      'gdoc_documentos.iddocumento',
      'gdoc_documentos.descripcion',
      'gdoc_documentos.nombre',
      'gdoc_documentos.tipo_mime',
      'gdoc_documentos.tamano',
      'gdoc_documentos.sha256',
      'gdoc_documentos.blob_key',
      'gdoc_documentos.fec_alta',
    ])
    .where('den_denuncia_docs.idcliente', '=', idcliente)
    .where('gdoc_documentos.idcliente', '=', idcliente)
    .where('den_denuncia_docs.iddenuncia', '=', iddenuncia)
    .orderBy('den_denuncia_docs.iddenunciadoc')
    .execute();
}

/**
 * Lists again a handler document its complaint had taken off its list (the document keeps its
 * complaint in `gdoc_documentos.iddenuncia`): one den_denuncia_docs row (origen 'gestor'). A
 * document is listed under one complaint at most (unique `iddocumento`): when a row exists already,
 * nothing is added and the answer is undefined, also when two requests race.
 */
export async function relinkHandlerDocument(
  db: Db,
  target: { idcliente: number; iddenuncia: number; iddocumento: number; now: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('den_denuncia_docs')
    .values(handlerDocLink(target))
    .onConflict((oc) => oc.column('iddocumento').doNothing())
    .returning('iddenunciadoc')
    .executeTakeFirst();
  return row?.iddenunciadoc;
}

/** Removes one den_denuncia_docs row of the tenant (the document itself stays); answers whether it was there. */
export async function deleteComplaintDoc(db: Db, idcliente: number, iddenunciadoc: number): Promise<boolean> {
  const result = await db
    .deleteFrom('den_denuncia_docs')
    .where('idcliente', '=', idcliente)
    .where('iddenunciadoc', '=', iddenunciadoc)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The complaint-list row of a handler's document (origen 'gestor'), as linking writes it. */
function handlerDocLink(target: { idcliente: number; iddenuncia: number; iddocumento: number; now: string }) {
  return {
    idcliente: target.idcliente,
    iddenuncia: target.iddenuncia,
    iddocumento: target.iddocumento,
    origen: 'gestor' as const,
    fec_alta: target.now,
  };
}

import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ComplaintTable, Database } from '../../db/schema.ts';
import { caseVisibleTo, type CaseViewer } from './case-access.policy.ts';

/** Kysely or a transaction of it: every function here works inside or outside one. */
type Db = Kysely<Database>;

export type ComplaintRow = Selectable<ComplaintTable>;

/** An active type of the tenant with its form's current version (what a new complaint answers). */
export async function findFilableType(db: Db, idcliente: number, idtipodenuncia: number) {
  return db
    .selectFrom('den_tipos_denuncia')
    .innerJoin('den_formularios', 'den_formularios.idformulario', 'den_tipos_denuncia.idformulario')
    .select([
      'den_tipos_denuncia.idtipodenuncia',
      'den_formularios.idformulario',
      'den_formularios.version',
      'den_formularios.campos',
    ])
    .where('den_tipos_denuncia.idtipodenuncia', '=', idtipodenuncia)
    .where('den_tipos_denuncia.idcliente', '=', idcliente)
    .where('den_tipos_denuncia.activo', '=', 1)
    .where('den_formularios.idcliente', '=', idcliente)
    .executeTakeFirst();
}

/** The tenant's `parametros_cliente` JSON text ('{}' when the tenant is gone). */
export async function findTenantParameters(db: Db, idcliente: number): Promise<string> {
  const row = await db
    .selectFrom('clientes')
    .select('parametros_cliente')
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row?.parametros_cliente ?? '{}';
}

/**
 * What a filing checks before it writes, read in one statement (decision 035): the tenant's
 * `parametros_cliente` ('{}' when the tenant is gone), its initial status (the first flagged
 * `inicial`), how many complaints it received since `since`, and how many of `documentIds` are
 * uploads of session `sid` not yet attached to any complaint (as `countAttachableUploads`); with
 * `reserveId` (PostgreSQL only), the new complaint's id from its sequence.
 */
export async function readFilingChecks(
  db: Db,
  query: { idcliente: number; since: string; sid: string; documentIds: readonly number[]; reserveId: boolean },
): Promise<{
  parametros: string;
  initialStatusId: number | undefined;
  lastHour: number;
  attachable: number;
  reservedId: number | undefined;
  /** The tenant's name and first hostname, for the proof's address and the handlers' mail (decision 073). */
  tenantName: string;
  firstHostname: string | null;
}> {
  const { idcliente, sid, documentIds } = query;
  const row = await db
    .selectNoFrom((eb) => [
      // PostgreSQL: the complaint's id taken from its sequence now (no lock; an unused one is a gap
      // in `iddenuncia`, which was never gap-free), so `recordFiling` needs no statement for it.
      query.reserveId
        ? sql<string>`nextval(pg_get_serial_sequence('den_denuncias', 'iddenuncia'))`.as('reservado')
        : sql<null>`null`.as('reservado'),
      eb.selectFrom('clientes').select('parametros_cliente').where('idcliente', '=', idcliente).as('parametros'),
      eb.selectFrom('clientes').select('nombre').where('idcliente', '=', idcliente).as('nombre'),
      eb
        .selectFrom('clientes_hosts')
        .select('hostname')
        .where('idcliente', '=', idcliente)
        .orderBy('hostname')
        .limit(1)
        .as('hostname'),
      eb
        .selectFrom('den_estados_denuncia')
        .select('idestadodenuncia')
        .where('idcliente', '=', idcliente)
        .where('inicial', '=', 1)
        .orderBy('orden')
        .orderBy('idestadodenuncia')
        .limit(1)
        .as('inicial'),
      eb
        .selectFrom('den_denuncias')
        .select((inner) => inner.fn.countAll().as('n'))
        .where('idcliente', '=', idcliente)
        .where('fec_alta', '>', query.since)
        .as('ultima_hora'),
      documentIds.length === 0
        ? eb.val(0).as('adjuntables')
        : eb
            .selectFrom('gdoc_documentos')
            .select((inner) => inner.fn.countAll().as('n'))
            .where('idcliente', '=', idcliente)
            .where('sid_subida', '=', sid)
            .where('iddenuncia', 'is', null)
            .where('iddocumento', 'in', [...documentIds])
            .as('adjuntables'),
    ])
    .executeTakeFirst();
  return {
    parametros: row?.parametros ?? '{}',
    initialStatusId: row?.inicial ?? undefined,
    // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
    lastHour: Number(row?.ultima_hora ?? 0),
    attachable: Number(row?.adjuntables ?? 0),
    reservedId: row?.reservado === null || row?.reservado === undefined ? undefined : Number(row.reservado),
    tenantName: row?.nombre ?? '',
    firstHostname: row?.hostname ?? null,
  };
}

/** How many of `ids` are uploads of session `sid` in the tenant not yet attached to any complaint. */
export async function countAttachableUploads(
  db: Db,
  scope: { idcliente: number; sid: string },
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) {
    return 0;
  }
  const row = await db
    .selectFrom('gdoc_documentos')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('idcliente', '=', scope.idcliente)
    .where('sid_subida', '=', scope.sid)
    .where('iddenuncia', 'is', null)
    .where('iddocumento', 'in', [...ids])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The ids among `ids` that session `sid` uploaded with a reporter token and that are therefore
 * already attached to complaint `iddenuncia` (the upload route links them at once).
 */
export async function findOwnAttachedUploads(
  db: Db,
  scope: { idcliente: number; sid: string; iddenuncia: number },
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('gdoc_documentos')
    .select('iddocumento')
    .where('idcliente', '=', scope.idcliente)
    .where('sid_subida', '=', scope.sid)
    .where('iddenuncia', '=', scope.iddenuncia)
    .where('iddocumento', 'in', [...ids])
    .execute();
  return rows.map((r) => r.iddocumento);
}

/**
 * Attaches uploads of session `sid` to a complaint (gdoc_documentos.iddenuncia and a
 * den_denuncia_docs row, origen 'informante'). Answers their SHA-256s (for the filing's signed
 * proof), or null, having changed nothing the caller's transaction keeps, when any of them is not
 * (any longer) an unattached upload of that session.
 */
export async function attachUploads(
  db: Db,
  target: { idcliente: number; iddenuncia: number; sid: string; now: string },
  ids: readonly number[],
): Promise<string[] | null> {
  if (ids.length === 0) {
    return [];
  }
  const attached = await db
    .updateTable('gdoc_documentos')
    .set({ iddenuncia: target.iddenuncia })
    .where('idcliente', '=', target.idcliente)
    .where('sid_subida', '=', target.sid)
    .where('iddenuncia', 'is', null)
    .where('iddocumento', 'in', [...ids])
    .returning('sha256')
    .execute();
  if (attached.length !== ids.length) {
    return null;
  }
  await db
    .insertInto('den_denuncia_docs')
    .values(
      ids.map((iddocumento) => ({
        idcliente: target.idcliente,
        iddenuncia: target.iddenuncia,
        iddocumento,
        origen: 'informante' as const,
        fec_alta: target.now,
      })),
    )
    .execute();
  return attached.map((row) => row.sha256);
}

export async function insertComplaint(db: Db, values: Insertable<ComplaintTable>): Promise<number> {
  const row = await db.insertInto('den_denuncias').values(values).returning('iddenuncia').executeTakeFirstOrThrow();
  return row.iddenuncia;
}

/** A complaint of the tenant by guid; with `viewer`, only when that administrator may see it (case-access.policy). */
export async function findComplaintByGuid(
  db: Db,
  idcliente: number,
  guid: string,
  viewer?: CaseViewer,
): Promise<ComplaintRow | undefined> {
  let q = db.selectFrom('den_denuncias').selectAll().where('idcliente', '=', idcliente).where('guid', '=', guid);
  if (viewer) {
    q = q.where((eb) => caseVisibleTo(eb, viewer));
  }
  return q.executeTakeFirst();
}

/** A complaint of the tenant by id; with `viewer`, only when that administrator may see it (case-access.policy). */
export async function findComplaintById(
  db: Db,
  idcliente: number,
  iddenuncia: number,
  viewer?: CaseViewer,
): Promise<ComplaintRow | undefined> {
  let q = db
    .selectFrom('den_denuncias')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia);
  if (viewer) {
    q = q.where((eb) => caseVisibleTo(eb, viewer));
  }
  return q.executeTakeFirst();
}

/** The guid of the tenant's complaint whose receipt hashes to `receiptHash`. */
export async function findGuidByReceiptHash(
  db: Db,
  idcliente: number,
  receiptHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('den_denuncias')
    .select('guid')
    .where('idcliente', '=', idcliente)
    .where('receipt_hash', '=', receiptHash)
    .executeTakeFirst();
  return row?.guid;
}

/** Replaces a complaint's receipt hash of the old scheme by its keyed hash (decision 031). */
export async function upgradeReceiptHash(
  db: Db,
  idcliente: number,
  legacyHash: string,
  keyedHash: string,
): Promise<void> {
  await db
    .updateTable('den_denuncias')
    .set({ receipt_hash: keyedHash })
    .where('idcliente', '=', idcliente)
    .where('receipt_hash', '=', legacyHash)
    .execute();
}

/** The questions of a form version: the current ones, or those archived when the form changed. */
export async function findFormFieldsJson(
  db: Db,
  idcliente: number,
  form: { idformulario: number; version: number },
): Promise<string | undefined> {
  const current = await db
    .selectFrom('den_formularios')
    .select(['version', 'campos'])
    .where('idcliente', '=', idcliente)
    .where('idformulario', '=', form.idformulario)
    .executeTakeFirst();
  if (!current) {
    return undefined;
  }
  if (current.version === form.version) {
    return current.campos;
  }
  const archived = await db
    .selectFrom('den_formularios_versiones')
    .select('campos')
    .where('idformulario', '=', form.idformulario)
    .where('version', '=', form.version)
    .executeTakeFirst();
  return archived?.campos;
}

/** The JSON names (I18nText) of a complaint's type and status. */
export async function findTypeAndStatusNames(
  db: Db,
  idcliente: number,
  complaint: { idtipodenuncia: number; idestadodenuncia: number },
): Promise<{ tipo: string | undefined; estado: string | undefined }> {
  const type = await db
    .selectFrom('den_tipos_denuncia')
    .select('nombre')
    .where('idcliente', '=', idcliente)
    .where('idtipodenuncia', '=', complaint.idtipodenuncia)
    .executeTakeFirst();
  const status = await db
    .selectFrom('den_estados_denuncia')
    .select('nombre')
    .where('idcliente', '=', idcliente)
    .where('idestadodenuncia', '=', complaint.idestadodenuncia)
    .executeTakeFirst();
  return { tipo: type?.nombre, estado: status?.nombre };
}

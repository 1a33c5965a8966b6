import { sql, type Insertable, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { ComplaintTable, Database } from '../../db/schema.ts';
import { nextCaseReference } from './case-reference.repository.ts';
import { attachUploads, insertComplaint } from './complaint.repository.ts';
import { insertNotification } from './notification.repository.ts';

type Db = Kysely<Database>;

/** What a filing writes, everything prepared (encrypted, hashed) before the database is touched. */
export type FilingRecord = {
  /** The complaint's row but its id and reference (`fec_acuse` already set: acknowledged at filing). */
  complaint: Omit<Insertable<ComplaintTable>, 'iddenuncia' | 'referencia'>;
  /** The filing's calendar year in the tenant's time zone (decision 027). */
  year: number;
  /** The caller's session: only its own unattached uploads can be attached. */
  sid: string;
  documentIds: readonly number[];
  /** PostgreSQL: the complaint's id when already taken from its sequence (else taken here). */
  reservedId?: number;
  /** The acknowledgement notification, sealed for the complaint's id once it is known. */
  notification: (iddenuncia: number) => { descripcion: string; contenido: string };
};

/** What a filing wrote: the complaint's id and reference, and the SHA-256 of each upload it attached. */
export type FiledRecord = { iddenuncia: number; referencia: string; documentHashes: string[] };

/** Some upload named by the filing could not be attached (another session's, already attached, gone). */
export class UploadsNotAttachableError extends Error {
  constructor() {
    super('uploads not attachable');
  }
}

/** Raised inside the PostgreSQL statement (a failing cast) so that the whole statement rolls back. */
const notAttachableMarker = ':uploads-not-attachable';

/**
 * Writes a filing atomically (docs/decisions/035): the case reference taken (decision 027), the
 * complaint, its uploads attached and linked, and its acknowledgement notification. Answers the
 * complaint's id and reference. Throws `UploadsNotAttachableError` — and writes nothing, the
 * reference given back — when any upload cannot be attached.
 *
 * PostgreSQL: one statement (data-modifying CTEs) run on its own, so the tenant's hot rows (the
 * reference counter, the summary rows the triggers update) are locked only while that statement
 * executes and commits, never across round trips to this process. SQLite (one writer): the same
 * writes in one transaction.
 */
export async function recordFiling(db: Db, dialect: DialectName, filing: FilingRecord): Promise<FiledRecord> {
  return dialect === 'postgres' ? recordFilingPostgres(db, filing) : recordFilingSqlite(db, filing);
}

async function recordFilingSqlite(db: Db, filing: FilingRecord): Promise<FiledRecord> {
  const { idcliente, fec_alta: now } = filing.complaint;
  return db.transaction().execute(async (trx) => {
    const referencia = await nextCaseReference(trx, idcliente, filing.year);
    const iddenuncia = await insertComplaint(trx, { ...filing.complaint, referencia });
    // Re-checked by the update itself: an upload attached meanwhile by a concurrent filing fails here.
    const documentHashes = await attachUploads(
      trx,
      { idcliente, iddenuncia, sid: filing.sid, now },
      filing.documentIds,
    );
    if (documentHashes === null) {
      throw new UploadsNotAttachableError();
    }
    const note = filing.notification(iddenuncia);
    await insertNotification(trx, {
      idcliente,
      iddenuncia,
      ...note,
      ididioma: filing.complaint.ididioma,
      iddocumento: null,
      fec_alta: now,
    });
    return { iddenuncia, referencia, documentHashes };
  });
}

/** The next `iddenuncia` from its sequence: no lock, never given back (ids were never gap-free). */
async function reserveComplaintId(db: Db): Promise<number> {
  const allocated = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('den_denuncias', 'iddenuncia')) as id`.execute(db);
  return Number(allocated.rows[0]?.id);
}

async function recordFilingPostgres(db: Db, filing: FilingRecord): Promise<FiledRecord> {
  const { idcliente, fec_alta: now } = filing.complaint;
  // The id first (a sequence: no lock, never rolled back), so the notification is sealed for it beforehand.
  const iddenuncia = filing.reservedId ?? (await reserveComplaintId(db));
  const note = filing.notification(iddenuncia);
  const complaint: Record<string, unknown> = { ...filing.complaint, iddenuncia };
  const columns = Object.keys(complaint);
  const ids = [...filing.documentIds];
  const uploads =
    ids.length === 0
      ? sql``
      : sql`,
      attached as (
        update gdoc_documentos set iddenuncia = ${iddenuncia}
        where idcliente = ${idcliente} and sid_subida = ${filing.sid} and iddenuncia is null
          and iddocumento in (${sql.join(ids)})
        returning iddocumento, sha256
      ),
      linked as (
        insert into den_denuncia_docs (idcliente, iddenuncia, iddocumento, origen, fec_alta)
        values ${sql.join(ids.map((id) => sql`(${idcliente}, ${iddenuncia}, ${id}, 'informante', ${now})`))}
      )`;
  // The attached uploads' hashes come back with the reference: the signed proof needs no read of them.
  const hashes = ids.length === 0 ? sql`cast(array[] as text[])` : sql`(select array_agg(sha256) from attached)`;
  const check =
    ids.length === 0
      ? sql`filed.referencia`
      : sql`case when (select count(*) from attached) = ${ids.length} then filed.referencia
          else cast(filed.referencia || ${notAttachableMarker} as integer)::text end`;
  try {
    const result = await sql<{ referencia: string; hashes: string[] | null }>`
      with counter as (
        insert into den_referencias (idcliente, anio, ultimo) values (${idcliente}, ${filing.year}, 1)
        on conflict (idcliente, anio) do update set ultimo = den_referencias.ultimo + 1
        returning ultimo
      ),
      filed as (
        insert into den_denuncias (${sql.join(columns.map((column) => sql.ref(column)))}, referencia)
        values (${sql.join(columns.map((column) => sql`${complaint[column]}`))},
          (select ${String(filing.year)} || '-' || lpad(ultimo::text, greatest(4, length(ultimo::text)), '0') from counter))
        returning referencia
      ),
      acknowledged as (
        insert into den_denuncia_notificaciones (idcliente, iddenuncia, descripcion, contenido, ididioma, iddocumento, fec_alta)
        values (${idcliente}, ${iddenuncia}, ${note.descripcion}, ${note.contenido}, ${filing.complaint.ididioma}, null, ${now})
      )${uploads}
      select ${check} as referencia, ${hashes} as hashes from filed`.execute(db);
    const row = result.rows[0];
    if (row === undefined) {
      throw new Error('filing statement answered no row');
    }
    return { iddenuncia, referencia: row.referencia, documentHashes: row.hashes ?? [] };
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === '22P02' && message?.includes(notAttachableMarker)) {
      throw new UploadsNotAttachableError();
    }
    throw error;
  }
}

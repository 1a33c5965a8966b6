import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { DocumentRow } from '../../domain/document/document.repository.ts';

/*
 * The redaction of a case's documents (decision 065): the case's document, its content replaced
 * only while it is still the version the redaction was made from, and the redaction's row with
 * the original's blob key. Every statement carries the tenant (and the case where it names one).
 */

type Db = Kysely<Database>;
type CaseKey = { idcliente: number; iddenuncia: number };

/**
 * One of the case's documents: filed or uploaded with it (`gdoc_documentos.iddenuncia`), listed
 * among its documents (`den_denuncia_docs`) or sent in one of its notifications, the same set the
 * purge deletes; undefined for any other document, of this tenant or another.
 */
export async function findCaseDocument(db: Db, key: CaseKey, iddocumento: number): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('gdoc_documentos as g')
    .selectAll('g')
    .where('g.idcliente', '=', key.idcliente)
    .where('g.iddocumento', '=', iddocumento)
    .where((eb) =>
      eb.or([
        eb('g.iddenuncia', '=', key.iddenuncia),
        eb.exists(
          eb
            .selectFrom('den_denuncia_docs as d')
            .select('d.iddenunciadoc')
            .where('d.idcliente', '=', key.idcliente)
            .where('d.iddenuncia', '=', key.iddenuncia)
            .whereRef('d.iddocumento', '=', 'g.iddocumento'),
        ),
        eb.exists(
          eb
            .selectFrom('den_denuncia_notificaciones as n')
            .select('n.idnotificacion')
            .where('n.idcliente', '=', key.idcliente)
            .where('n.iddenuncia', '=', key.iddenuncia)
            .whereRef('n.iddocumento', '=', 'g.iddocumento'),
        ),
      ]),
    )
    .executeTakeFirst();
}

/**
 * Points a document at its redacted content (new blob, everything sealed under the new key), only
 * while it still points at `previousBlobKey`: two redactions at once cannot both start from the
 * same version. Answers whether the row changed. Its row stays locked until the transaction ends.
 */
export async function replaceRedactedContent(
  db: Db,
  key: { idcliente: number; iddocumento: number; previousBlobKey: string },
  values: Pick<DocumentRow, 'blob_key' | 'nombre' | 'descripcion' | 'sha256' | 'tamano'>,
): Promise<boolean> {
  const result = await db
    .updateTable('gdoc_documentos')
    .set(values)
    .where('idcliente', '=', key.idcliente)
    .where('iddocumento', '=', key.iddocumento)
    .where('blob_key', '=', key.previousBlobKey)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Whether the case has been purged, read under its row's lock on PostgreSQL (taken after the
 * document's, the order the purge takes them in); undefined when the case is not there.
 */
export async function lockCasePurge(db: Db, dialect: DialectName, key: CaseKey): Promise<boolean | undefined> {
  let query = db
    .selectFrom('den_denuncias')
    .select('fec_purga')
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia);
  if (dialect === 'postgres') {
    query = query.forUpdate();
  }
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : row.fec_purga !== null;
}

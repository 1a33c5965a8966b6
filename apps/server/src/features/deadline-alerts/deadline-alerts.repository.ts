import type { Kysely } from 'kysely';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export type OpenCase = {
  idcliente: number;
  iddenuncia: number;
  referencia: string;
  fec_alta: string;
  fec_acuse: string | null;
  prorroga_meses: number | null;
  fec_reunion_solicitada: string | null;
  fec_reunion_propuesta: string | null;
};

/** Every unresolved case of every active tenant, with what its deadlines depend on. */
export async function findOpenCases(db: Db): Promise<OpenCase[]> {
  return db
    .selectFrom('den_denuncias')
    .innerJoin('clientes', 'clientes.idcliente', 'den_denuncias.idcliente')
    .select([
      'den_denuncias.idcliente',
      'den_denuncias.iddenuncia',
      'den_denuncias.referencia',
      'den_denuncias.fec_alta',
      'den_denuncias.fec_acuse',
      'den_denuncias.prorroga_meses',
      'den_denuncias.fec_reunion_solicitada',
      'den_denuncias.fec_reunion_propuesta',
    ])
    .where('clientes.activo', '=', 1)
    .where('den_denuncias.idestadodenuncia', '<>', resolvedStatusId)
    .orderBy('den_denuncias.idcliente')
    .orderBy('den_denuncias.iddenuncia')
    .execute();
}

/** The milestones already recorded for a case (`hito@vence`). */
export async function findRecordedMilestones(db: Db, idcliente: number, iddenuncia: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('den_denuncia_avisos_plazo')
    .select(['hito', 'vence'])
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .execute();
  return new Set(rows.map((row) => `${row.hito}@${row.vence}`));
}

/**
 * Records a milestone of a case; whether this call recorded it (false when it already was, e.g.
 * by another process): only the call that records a milestone sends its alert.
 */
export async function recordMilestone(
  db: Db,
  row: { idcliente: number; iddenuncia: number; hito: string; vence: string; fec_alta: string },
): Promise<boolean> {
  const result = await db
    .insertInto('den_denuncia_avisos_plazo')
    .values(row)
    .onConflict((oc) => oc.columns(['iddenuncia', 'hito', 'vence']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

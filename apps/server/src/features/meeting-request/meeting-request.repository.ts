import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * A meeting the reporter asks for (issue 17 §2): the request and the handler's proposal, on the
 * case row. Every statement carries the tenant and the case.
 */

type Db = Kysely<Database>;
type CaseKey = { idcliente: number; iddenuncia: number };

/**
 * Records (or changes) the reporter's request while no date is proposed; the first request's
 * time stays, so changing it never moves the 7-day deadline. False when a date is proposed already.
 */
export async function saveMeetingRequest(
  db: Db,
  key: CaseKey,
  values: { reunion_modalidad: 'presencial' | 'videollamada'; reunion_disponibilidad: string | null; now: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('den_denuncias')
      .select(['fec_reunion_solicitada', 'fec_reunion_propuesta'])
      .where('idcliente', '=', key.idcliente)
      .where('iddenuncia', '=', key.iddenuncia)
      .executeTakeFirst();
    if (!row || row.fec_reunion_propuesta !== null) {
      return false;
    }
    const result = await trx
      .updateTable('den_denuncias')
      .set({
        reunion_modalidad: values.reunion_modalidad,
        reunion_disponibilidad: values.reunion_disponibilidad,
        fec_reunion_solicitada: row.fec_reunion_solicitada ?? values.now,
      })
      .where('idcliente', '=', key.idcliente)
      .where('iddenuncia', '=', key.iddenuncia)
      .where('fec_reunion_propuesta', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}

/** Records the proposed date and place (sealed); false when no meeting was asked for. */
export async function saveMeetingProposal(
  db: Db,
  key: CaseKey,
  values: { reunion_propuesta: string; fec_reunion_propuesta: string },
): Promise<boolean> {
  const result = await db
    .updateTable('den_denuncias')
    .set(values)
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .where('fec_reunion_solicitada', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

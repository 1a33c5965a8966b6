import type { Kysely } from 'kysely';
import { formatCaseReference } from '@atalaya/contract/complaints/case-reference';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The next case reference of a tenant and year (docs/decisions/027): one upsert that bumps
 * `den_referencias.ultimo` and answers it. Run inside the filing's transaction: on PostgreSQL the
 * counter row stays locked until that transaction ends, so concurrent filings of one tenant take
 * consecutive numbers and a rolled-back filing gives its number back; SQLite writes one at a time.
 * PostgreSQL filings take the same upsert inside `recordFiling`'s one statement (decision 035).
 */
export async function nextCaseReference(db: Db, idcliente: number, year: number): Promise<string> {
  const row = await db
    .insertInto('den_referencias')
    .values({ idcliente, anio: year, ultimo: 1 })
    .onConflict((oc) =>
      oc.columns(['idcliente', 'anio']).doUpdateSet((eb) => ({ ultimo: eb('den_referencias.ultimo', '+', 1) })),
    )
    .returning('ultimo')
    .executeTakeFirstOrThrow();
  return formatCaseReference(year, Number(row.ultimo));
}

/** A case's reference ("" when the tenant has no such case). */
export async function findCaseReference(db: Db, idcliente: number, iddenuncia: number): Promise<string> {
  const row = await db
    .selectFrom('den_denuncias')
    .select('referencia')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .executeTakeFirst();
  return row?.referencia ?? '';
}

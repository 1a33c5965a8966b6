import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The reference ("2026-0001", decision 027) of the tenant's case a document belongs to; null without one. */
export async function findDocumentCaseReference(
  db: Kysely<Database>,
  idcliente: number,
  iddenuncia: number | null,
): Promise<string | null> {
  if (iddenuncia === null) {
    return null;
  }
  const row = await db
    .selectFrom('den_denuncias')
    .select('referencia')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .executeTakeFirst();
  return row?.referencia ?? null;
}

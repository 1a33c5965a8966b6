import type { Kysely, Selectable } from 'kysely';
import type { AuditTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export type AuditRow = Selectable<AuditTable>;

/** One page of a case's audit rows (newest first by default, ties by id), and the count when asked. */
export async function findAuditRows(
  db: Db,
  scope: { idcliente: number; iddenuncia: number },
  page: { order: 'asc' | 'desc'; offset: number; limit: number; withTotal: boolean },
): Promise<{ rows: AuditRow[]; total: number | null }> {
  const query = db
    .selectFrom('den_auditoria')
    .where('idcliente', '=', scope.idcliente)
    .where('iddenuncia', '=', scope.iddenuncia);
  const rows = await query
    .selectAll()
    .orderBy('idauditoria', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (!page.withTotal) {
    return { rows, total: null };
  }
  const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return { rows, total: Number(counted?.n ?? 0) };
}

import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditAction } from '@atalaya/contract/complaints/case-detail.schemas';
import type { AuditTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export type OrgAuditRow = Selectable<AuditTable>;

/** The filters as the database reads them: instants in UTC, already resolved from the tenant's days. */
export type OrgAuditQuery = {
  idcliente: number;
  acciones?: readonly AuditAction[];
  usuario?: string;
  /** Inclusive lower bound (ISO instant). */
  desde?: string;
  /** Exclusive upper bound (ISO instant). */
  hasta?: string;
  /** null: organisation events only; a number: that case only; undefined: everything. */
  iddenuncia?: number | null;
};

/** `%`, `_` and the escape itself, escaped for LIKE … ESCAPE '\'. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Db, query: OrgAuditQuery) {
  let q = db.selectFrom('den_auditoria').where('idcliente', '=', query.idcliente);
  if (query.acciones && query.acciones.length > 0) {
    q = q.where('accion', 'in', query.acciones);
  }
  if (query.usuario) {
    const pattern = likeContains(query.usuario);
    q = q.where(sql<boolean>`lower(usuario) like ${pattern} escape '\\'`);
  }
  if (query.desde) {
    q = q.where('fec_evento', '>=', query.desde);
  }
  if (query.hasta) {
    q = q.where('fec_evento', '<', query.hasta);
  }
  if (query.iddenuncia === null) {
    q = q.where('iddenuncia', 'is', null);
  } else if (query.iddenuncia !== undefined) {
    q = q.where('iddenuncia', '=', query.iddenuncia);
  }
  return q;
}

/** One page of the tenant's trail, newest first, and how many rows match. */
export async function findOrgAuditRows(
  db: Db,
  query: OrgAuditQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: OrgAuditRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    filtered(db, query).selectAll().orderBy('idauditoria', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { looseDb, type LooseRow, type ResourceTable } from './dynamic-table.repository.ts';
import type { SortOrder } from './resource-definition.registry.ts';

/** An equality condition on a registry-declared column (names never come from a request). */
export type Condition = { column: string; value: string | number };

export type PageQuery = {
  conditions: readonly Condition[];
  sort: { column: string; order: SortOrder };
  /** Unique key appended to the ordering so pages are stable. */
  tieBreak: string;
  offset: number;
  limit: number;
  withTotal: boolean;
};

function whereAll(db: Kysely<Database>, table: ResourceTable, conditions: readonly Condition[]) {
  let query = looseDb(db).selectFrom(table);
  for (const { column, value } of conditions) {
    query = query.where(column, '=', value);
  }
  return query;
}

/** One page of rows matching every condition, and the count of all matches when asked. */
export async function findRows(
  db: Kysely<Database>,
  table: ResourceTable,
  page: PageQuery,
): Promise<{ rows: LooseRow[]; total: number | null }> {
  let query = whereAll(db, table, page.conditions).selectAll().orderBy(page.sort.column, page.sort.order);
  if (page.sort.column !== page.tieBreak) {
    query = query.orderBy(page.tieBreak, 'asc');
  }
  const rows = await query.limit(page.limit).offset(page.offset).execute();
  if (!page.withTotal) {
    return { rows, total: null };
  }
  const counted = await whereAll(db, table, page.conditions)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findRow(
  db: Kysely<Database>,
  table: ResourceTable,
  conditions: readonly Condition[],
): Promise<LooseRow | undefined> {
  return whereAll(db, table, conditions).selectAll().executeTakeFirst();
}

export async function insertRow(db: Kysely<Database>, table: ResourceTable, values: LooseRow): Promise<LooseRow> {
  return looseDb(db).insertInto(table).values(values).returningAll().executeTakeFirstOrThrow();
}

/** Updates the row matching every condition; `undefined` when none matched. */
export async function updateRow(
  db: Kysely<Database>,
  table: ResourceTable,
  conditions: readonly Condition[],
  values: LooseRow,
): Promise<LooseRow | undefined> {
  let query = looseDb(db).updateTable(table).set(values);
  for (const { column, value } of conditions) {
    query = query.where(column, '=', value);
  }
  return query.returningAll().executeTakeFirst();
}

/** Deletes the rows matching every condition; answers how many were deleted. */
export async function deleteRows(
  db: Kysely<Database>,
  table: ResourceTable,
  conditions: readonly Condition[],
): Promise<number> {
  let query = looseDb(db).deleteFrom(table);
  for (const { column, value } of conditions) {
    query = query.where(column, '=', value);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The next key of a per-tenant key column: the tenant's highest + 1, at least `from`. Run inside
 * the insert's transaction; two concurrent creates may still pick the same key, and the primary
 * key then refuses the second (answered as a conflict).
 */
export async function nextTenantKey(
  db: Kysely<Database>,
  table: ResourceTable,
  column: { key: string; tenantColumn: string; idcliente: number; from: number },
): Promise<number> {
  const row = await looseDb(db)
    .selectFrom(table)
    .select((eb) => eb.fn.max(column.key).as('highest'))
    .where(column.tenantColumn, '=', column.idcliente)
    .executeTakeFirst();
  const highest = row?.highest === null || row?.highest === undefined ? 0 : Number(row.highest);
  return Math.max(highest + 1, column.from);
}

/** Whether menu `idmenu` exists in tenant `idcliente` (a menu option may only join its own tenant's menus). */
export async function menuExistsInTenant(db: Kysely<Database>, idcliente: number, idmenu: number): Promise<boolean> {
  const row = await db
    .selectFrom('trans_menu')
    .select('idmenu')
    .where('idmenu', '=', idmenu)
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row !== undefined;
}

/** Constraint violations both drivers report by code (better-sqlite3 and pg). */
export function constraintViolation(error: unknown): 'unique' | 'foreign-key' | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) {
    return null;
  }
  const { code } = error;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') {
    return 'unique';
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') {
    return 'foreign-key';
  }
  return null;
}

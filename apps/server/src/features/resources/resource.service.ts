import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import { limits } from '@atalaya/contract/limits';
import type { Database } from '../../db/schema.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { scopeConditions, scopeFor } from './resource.policy.ts';
import {
  constraintViolation,
  deleteRows,
  findRow,
  findRows,
  insertRow,
  nextTenantKey,
  updateRow,
  type Condition,
} from './resource.repository.ts';
import type { LooseRow } from './dynamic-table.repository.ts';
import type { FilterType, ResourceDefinition, SortOrder, WriteOperation } from './resource-definition.registry.ts';

const filterValueSchemas: Record<FilterType, z.ZodType<string | number | boolean>> = {
  integer: z.number().int(),
  text: z.string(),
  boolean: z.boolean(),
};

const filterTypeNames: Record<FilterType, string> = {
  integer: 'un número entero',
  text: 'un texto',
  boolean: 'true o false',
};

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path, message }] });
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', messages.notFound);
}

/** Sort column (case-insensitive, whitelisted) and direction; the resource's default when none is asked. */
function resolveSort(definition: ResourceDefinition, request: ListRequest): { column: string; order: SortOrder } {
  if (request.sort === undefined) {
    return definition.defaultSort;
  }
  const column = request.sort.toLowerCase();
  if (!definition.sorts.has(column)) {
    throw invalid('body.sort', `Columna de ordenación no admitida. Admitidas: ${[...definition.sorts].join(', ')}`);
  }
  return { column, order: request.order };
}

/** `columns` as equality conditions: whitelisted names (case-insensitive), values of the column's type. */
function resolveFilters(definition: ResourceDefinition, request: ListRequest): Condition[] {
  return request.columns.map((filter, index) => {
    const column = filter.name.toLowerCase();
    const type = definition.filters.get(column);
    if (type === undefined) {
      throw invalid(
        `body.columns.${index}.name`,
        `Columna de filtro no admitida. Admitidas: ${[...definition.filters.keys()].join(', ')}`,
      );
    }
    const parsed = filterValueSchemas[type].safeParse(filter.data);
    if (!parsed.success) {
      throw invalid(`body.columns.${index}.data`, `El filtro ${column} debe ser ${filterTypeNames[type]}`);
    }
    const value = typeof parsed.data === 'boolean' ? (parsed.data ? 1 : 0) : parsed.data;
    return { column, value };
  });
}

/**
 * `POST /{resource}/GetList`. `length` -1 means "all", capped at `limits.listMaxLength`;
 * `gettotal: false` skips the count and answers `total: -1`.
 */
export async function findResourcePage(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  claims: TokenClaims,
  request: ListRequest,
): Promise<{ total: number; data: unknown[] }> {
  const scope = scopeFor(definition, 'read', claims);
  const sort = resolveSort(definition, request);
  const filters = resolveFilters(definition, request);
  const { rows, total } = await findRows(db, definition.table, {
    conditions: [...scopeConditions(definition, scope, claims), ...filters],
    sort,
    tieBreak: definition.key,
    offset: request.start,
    limit: request.length === -1 ? limits.listMaxLength : Math.min(request.length, limits.listMaxLength),
    withTotal: request.gettotal,
  });
  return { total: total ?? -1, data: rows.map((row) => definition.present(row)) };
}

/** `GET /{resource}/`: the empty entity, for callers allowed to read the resource. */
export function getEmptyResource(definition: ResourceDefinition, claims: TokenClaims): unknown {
  scopeFor(definition, 'read', claims);
  return definition.empty;
}

/** `GET /{resource}/{id}`: 404 when missing, of another tenant, or outside the caller's scope. */
export async function getResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  claims: TokenClaims,
  id: number,
): Promise<unknown> {
  const scope = scopeFor(definition, 'read', claims);
  const row = await findRow(db, definition.table, [
    ...scopeConditions(definition, scope, claims),
    { column: definition.key, value: id },
  ]);
  if (!row) {
    throw notFound();
  }
  return definition.present(row);
}

async function translateConstraintErrors<T>(definition: ResourceDefinition, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation === 'unique') {
      throw new AppError('CONFLICT', definition.conflictMessage, { cause: error });
    }
    if (violation === 'foreign-key') {
      throw new AppError('VALIDATION_FAILED', 'Alguno de los elementos relacionados no existe', { cause: error });
    }
    throw error;
  }
}

function keyPath(definition: ResourceDefinition): string {
  return `body.${definition.name}.${definition.key}`;
}

/** `POST /{resource}/` with `{ [resource]: entity }`: the tenant comes from the token. */
export async function createResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  claims: TokenClaims,
  input: unknown,
): Promise<unknown> {
  scopeFor(definition, 'create', claims);
  const operation: WriteOperation = 'create';
  const write = definition.prepareWrite(input, { now: nowIso(), operation });
  if (write.key !== undefined) {
    throw invalid(keyPath(definition), 'No indique la clave al crear un elemento: se asigna al guardarlo');
  }
  const row = await translateConstraintErrors(definition, () =>
    db.transaction().execute(async (trx) => {
      await write.checkReferences(trx, claims.idcliente);
      const values: LooseRow = { ...write.values, [definition.tenantColumn]: claims.idcliente };
      if (definition.perTenantKeyFrom !== undefined) {
        values[definition.key] = await nextTenantKey(trx, definition.table, {
          key: definition.key,
          tenantColumn: definition.tenantColumn,
          idcliente: claims.idcliente,
          from: definition.perTenantKeyFrom,
        });
      }
      const inserted = await insertRow(trx, definition.table, values);
      await definition.rules.afterWrite(trx, claims.idcliente, inserted);
      return inserted;
    }),
  );
  return definition.present(row);
}

/** `PUT /{resource}/` with `{ [resource]: entity }` (key required): replaces a row of the caller's scope. */
export async function updateResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  claims: TokenClaims,
  input: unknown,
): Promise<unknown> {
  const scope = scopeFor(definition, 'update', claims);
  const operation: WriteOperation = 'update';
  const write = definition.prepareWrite(input, { now: nowIso(), operation });
  const { key } = write;
  if (key === undefined) {
    throw invalid(keyPath(definition), 'Indique la clave del elemento que quiere actualizar');
  }
  const conditions = [...scopeConditions(definition, scope, claims), { column: definition.key, value: key }];
  const row = await translateConstraintErrors(definition, () =>
    db.transaction().execute(async (trx) => {
      const current = await findRow(trx, definition.table, conditions);
      if (!current) {
        throw notFound();
      }
      await write.checkReferences(trx, claims.idcliente);
      const values = await definition.rules.beforeUpdate(trx, claims.idcliente, current, write.values);
      const updated = await updateRow(trx, definition.table, conditions, values);
      if (updated) {
        await definition.rules.afterWrite(trx, claims.idcliente, updated);
      }
      return updated;
    }),
  );
  if (!row) {
    throw notFound();
  }
  return definition.present(row);
}

/** `DELETE /{resource}/{id}`: 404 when there is no such row in the caller's scope; the resource's rules may refuse. */
export async function deleteResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  claims: TokenClaims,
  id: number,
): Promise<void> {
  const scope = scopeFor(definition, 'delete', claims);
  const conditions = [...scopeConditions(definition, scope, claims), { column: definition.key, value: id }];
  await translateConstraintErrors(definition, () =>
    db.transaction().execute(async (trx) => {
      const current = await findRow(trx, definition.table, conditions);
      if (!current) {
        throw notFound();
      }
      await definition.rules.beforeDelete(trx, claims.idcliente, current);
      if ((await deleteRows(trx, definition.table, conditions)) === 0) {
        throw notFound();
      }
    }),
  );
}

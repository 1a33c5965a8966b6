import type { Kysely, Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { AccessKind } from '@atalaya/contract/auth/auth.schemas';
import type { ResourceName } from '@atalaya/contract/resources/resource-names';
import type { Database } from '../../db/schema.ts';
import { asLooseRow, asTableRow, fieldOf, type ColumnOf, type LooseRow, type ResourceTable } from './dynamic-table.ts';

export type Operation = 'read' | 'create' | 'update' | 'delete';
/** Which of its tenant's rows an access kind reaches: all of them, or only those flagged visible. */
export type RowScope = 'all' | 'visible';
/** Per operation, the access kinds allowed and their row scope. A kind not listed is refused (403). */
export type AccessPolicy = Readonly<Record<Operation, Readonly<Partial<Record<AccessKind, RowScope>>>>>;
/** Wire type of a filter column; booleans are stored as 0/1. */
export type FilterType = 'integer' | 'text' | 'boolean';
export type SortOrder = 'asc' | 'desc';
export type WriteOperation = 'create' | 'update';

/** What a resource declares (typed against its table); see resource.registry.ts. */
export type ResourceSpec<T extends ResourceTable, E extends z.ZodType, I extends z.ZodType, D extends z.ZodType> = {
  name: T & ResourceName;
  table: T;
  key: ColumnOf<T>;
  tenantColumn: ColumnOf<T>;
  /** Column that hides a row from kinds whose scope is `visible`. */
  visibleColumn?: ColumnOf<T>;
  /** Entity on the wire (an allow-list: nothing else of the row is sent). */
  entitySchema: E;
  /** Body of POST/PUT under the resource name (strict). */
  inputSchema: I;
  /** The empty entity of `GET /{resource}/`, and its schema. */
  draftSchema: D;
  empty: z.output<D>;
  present: (row: Selectable<Database[T]>) => z.output<E>;
  /** Stored columns from a parsed input (tenant and key are set by the generic code). */
  toValues: (input: z.output<I>, context: { now: string; operation: WriteOperation }) => Updateable<Database[T]>;
  /** Cross-row rules (e.g. a referenced row must be of the same tenant); throw an AppError. */
  checkReferences?: (db: Kysely<Database>, idcliente: number, input: z.output<I>) => Promise<void>;
  filters: Readonly<Partial<Record<ColumnOf<T>, FilterType>>>;
  sorts: readonly ColumnOf<T>[];
  defaultSort: { column: ColumnOf<T>; order: SortOrder };
  access: AccessPolicy;
  /** Answer (409) when a write breaks a unique constraint. */
  conflictMessage: string;
};

/**
 * A parsed write body: the key when given, the stored columns (without tenant and key) and the
 * resource's cross-row checks, run by the service once the target row is known to be in scope.
 */
export type PreparedWrite = {
  key: number | undefined;
  values: LooseRow;
  checkReferences: (db: Kysely<Database>, idcliente: number) => Promise<void>;
};

/** A resource as the generic routes, service and repository see it (table typing erased). */
export type ResourceDefinition = {
  name: ResourceName;
  table: ResourceTable;
  key: string;
  tenantColumn: string;
  visibleColumn: string | undefined;
  entitySchema: z.ZodType;
  inputSchema: z.ZodType;
  draftSchema: z.ZodType;
  empty: unknown;
  present: (row: LooseRow) => unknown;
  prepareWrite: (input: unknown, context: { now: string; operation: WriteOperation }) => PreparedWrite;
  filters: ReadonlyMap<string, FilterType>;
  sorts: ReadonlySet<string>;
  defaultSort: { column: string; order: SortOrder };
  access: AccessPolicy;
  conflictMessage: string;
};

/**
 * Declares a resource with its table's types checked (column names, presenter, stored values)
 * and returns it in the erased form the generic code uses.
 */
export function defineResource<T extends ResourceTable, E extends z.ZodType, I extends z.ZodType, D extends z.ZodType>(
  spec: ResourceSpec<T, E, I, D>,
): ResourceDefinition {
  if (
    spec.visibleColumn === undefined &&
    Object.values(spec.access).some((kinds) => Object.values(kinds).includes('visible'))
  ) {
    throw new Error(`Resource ${spec.name} uses a visible scope but declares no visibleColumn`);
  }
  const filters = new Map<string, FilterType>();
  for (const [column, type] of Object.entries(spec.filters)) {
    if (type === 'integer' || type === 'text' || type === 'boolean') {
      filters.set(column, type);
    }
  }
  return {
    name: spec.name,
    table: spec.table,
    key: spec.key,
    tenantColumn: spec.tenantColumn,
    visibleColumn: spec.visibleColumn,
    entitySchema: spec.entitySchema,
    inputSchema: spec.inputSchema,
    draftSchema: spec.draftSchema,
    empty: spec.empty,
    present: (row) => spec.present(asTableRow<T>(row)),
    prepareWrite(input, context) {
      // The route already validated the body with the same schema; parsing again gives the typed value.
      const parsed = spec.inputSchema.parse(input);
      const key = fieldOf(parsed, spec.key);
      const values = asLooseRow(spec.toValues(parsed, context));
      delete values[spec.key];
      delete values[spec.tenantColumn];
      return {
        key: typeof key === 'number' ? key : undefined,
        values,
        checkReferences: async (db, idcliente) => spec.checkReferences?.(db, idcliente, parsed),
      };
    },
    filters,
    sorts: new Set<string>(spec.sorts),
    defaultSort: spec.defaultSort,
    access: spec.access,
    conflictMessage: spec.conflictMessage,
  };
}

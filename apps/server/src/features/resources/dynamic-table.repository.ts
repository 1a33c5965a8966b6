import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The one place where the generic resource code leaves Kysely's static table typing.
 *
 * The registry (resource.registry.ts) names tables and columns as data, so the generic CRUD
 * queries run against a loosely typed view of the same connection. Every table and column name
 * that reaches these queries comes from the registry (never from a request), and each resource's
 * presenter gets its rows back under the table's real row type through `asTableRow`.
 */
export type LooseRow = Record<string, unknown>;
type LooseDatabase = Record<string, LooseRow>;
export type LooseDb = Kysely<LooseDatabase>;

/** The tables served by the generic resource routes: each has an `idcliente` tenant column. */
export type ResourceTable =
  | 'den_denuncia_content'
  | 'trans_menu'
  | 'trans_menu_opcion'
  | 'den_tipos_denuncia'
  | 'den_estados_denuncia'
  | 'den_formularios';

/** A column name of a resource table, checked at compile time in the registry. */
export type ColumnOf<T extends ResourceTable> = keyof Database[T] & string;

export function looseDb(db: Kysely<Database>): LooseDb {
  return db as unknown as LooseDb;
}

/** A row read through `looseDb` from table T, typed as T's row for the presenter. */
export function asTableRow<T extends ResourceTable>(row: LooseRow): Selectable<Database[T]> {
  return row as Selectable<Database[T]>;
}

/** Stored values of a write to table T (built by the generic code from the resource's own `toValues`). */
export function asTableValues<T extends ResourceTable>(values: LooseRow): Updateable<Database[T]> {
  return values as Updateable<Database[T]>;
}

/** A value map typed for table T, handed to the loose queries. */
export function asLooseRow(values: object): LooseRow {
  return { ...values };
}

/** Reads one field of a parsed input object without knowing its static type. */
export function fieldOf(value: unknown, field: string): unknown {
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  return new Map<string, unknown>(Object.entries(value)).get(field);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** Whole days from the filing day to the day of `column` (SQLite), as dashboard.repository.ts writes it. */
function sqliteDays(column: string): string {
  return `cast(julianday(substr(${column}, 1, 10)) - julianday(substr(fec_alta, 1, 10)) as integer)`;
}

/** The UTC day of an ISO timestamp column as a date, immutably (a text-to-date cast is not). */
function pgDay(column: string): string {
  return `make_date(cast(substr(${column}, 1, 4) as integer), cast(substr(${column}, 6, 2) as integer), cast(substr(${column}, 9, 2) as integer))`;
}

function pgDays(column: string): string {
  return `${pgDay(column)} - ${pgDay('fec_alta')}`;
}

const month = 'substr(fec_alta, 1, 7)';

/**
 * The indexes of the administrator's case list (GetList) and the Resumen, measured with 100 000
 * complaints of one tenant (bench/cases.ts, docs/decisions/013). Every list order ends with
 * iddenuncia, so each index carries it right after its sort column; the columns the filters,
 * counts and the Resumen read ride along so those queries never touch the table rows (SQLite:
 * trailing key columns; PostgreSQL: INCLUDE, index-only scans).
 */
const indexes: Record<string, Record<DialectName, string>> = {
  // Default order (fec_alta desc), deep pages, date ranges and the overdue filter. PostgreSQL needs
  // every listed column for an index-only scan; SQLite reads the table row only for the rows it returns.
  denuncias_cliente_alta_cubre: {
    sqlite: '(idcliente, fec_alta, iddenuncia, idestadodenuncia, idtipodenuncia, prorroga_meses)',
    postgres:
      '(idcliente, fec_alta, iddenuncia) include (idestadodenuncia, idtipodenuncia, prorroga_meses, fec_acuse, fec_resolucion, anonima, guid)',
  },
  // The Resumen's counts per (filing month, type, status): read in group order, no sort.
  denuncias_cliente_mes: {
    sqlite: `(idcliente, ${month}, idtipodenuncia, idestadodenuncia, fec_alta)`,
    postgres: `(idcliente, (${month}), idtipodenuncia, idestadodenuncia) include (fec_alta)`,
  },
  // Small partial indexes: the Resumen's counters (range counts, not a test of every row) and its
  // most urgent open cases (oldest first within each extension).
  // The filtered columns ride along (SQLite: a partial index is "covering" only when it holds every
  // column the query names, and its planner has no statistics to see that the index is small).
  denuncias_cliente_sin_acuse: {
    sqlite: '(idcliente, fec_alta, fec_acuse) where fec_acuse is null',
    postgres: '(idcliente, fec_alta) where fec_acuse is null',
  },
  denuncias_cliente_prorrogadas: {
    sqlite: '(idcliente, fec_alta, prorroga_meses) where prorroga_meses is not null',
    postgres: '(idcliente, fec_alta) where prorroga_meses is not null',
  },
  denuncias_cliente_abiertas: {
    sqlite: '(idcliente, prorroga_meses, fec_alta, iddenuncia, idestadodenuncia) where idestadodenuncia <> 1',
    postgres: '(idcliente, prorroga_meses, fec_alta, iddenuncia) where idestadodenuncia <> 1',
  },
  // The Resumen's medians: whole days from filing to acknowledgement (by filing month, then days)
  // and to resolution (by days), already computed and in that order (the same expressions as
  // dashboard.repository.ts; on PostgreSQL with make_date, as a text-to-date cast is not immutable
  // and cannot be indexed).
  denuncias_cliente_mes_dias_acuse: {
    sqlite: `(idcliente, ${month}, ${sqliteDays('fec_acuse')}, fec_alta) where fec_acuse is not null`,
    postgres: `(idcliente, (${month}), (${pgDays('fec_acuse')})) include (fec_alta, fec_acuse) where fec_acuse is not null`,
  },
  denuncias_cliente_dias_resolucion: {
    sqlite: `(idcliente, ${sqliteDays('fec_resolucion')}, fec_alta) where idestadodenuncia = 1 and fec_resolucion is not null`,
    postgres: `(idcliente, (${pgDays('fec_resolucion')}), fec_alta) include (fec_resolucion, idestadodenuncia) where idestadodenuncia = 1 and fec_resolucion is not null`,
  },
  // Status filter with a date range and the overdue condition (extension-aware), and its count.
  denuncias_cliente_estado_alta: {
    sqlite: '(idcliente, idestadodenuncia, fec_alta, iddenuncia, prorroga_meses)',
    postgres: '(idcliente, idestadodenuncia, fec_alta, iddenuncia) include (prorroga_meses)',
  },
  // Sorting by status or by type (ties by iddenuncia).
  denuncias_cliente_estado_id: {
    sqlite: '(idcliente, idestadodenuncia, iddenuncia)',
    postgres: '(idcliente, idestadodenuncia, iddenuncia)',
  },
  denuncias_cliente_tipo_id: {
    sqlite: '(idcliente, idtipodenuncia, iddenuncia)',
    postgres: '(idcliente, idtipodenuncia, iddenuncia)',
  },
  // Guid prefix search (LIKE 'abc%'): SQLite's LIKE is case-insensitive, so NOCASE; PostgreSQL's
  // C.UTF-8/ICU collations need the pattern operator class.
  denuncias_cliente_guid: {
    sqlite: '(idcliente, guid collate nocase)',
    postgres: '(idcliente, guid text_pattern_ops)',
  },
};

/** The indexes this migration adds (the case-list benchmark drops them to measure without). */
export const caseIndexNames: readonly string[] = Object.keys(indexes);

/**
 * Indexes of migration 002 that the ones above make redundant (each is a prefix of a new one):
 * dropped, so writes maintain fewer indexes and SQLite's planner, which has no statistics, cannot
 * pick the narrower one and then read the table row of every row it skips.
 */
export const replacedIndexes: Readonly<Record<string, string>> = {
  denuncias_cliente_alta: '(idcliente, fec_alta)',
  denuncias_cliente_estado: '(idcliente, idestadodenuncia, fec_alta)',
};

/** Indexes of the administrator's case list and the Resumen (docs/decisions/013). */
export function caseIndexes(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const [name, definition] of Object.entries(indexes)) {
        await sql`create index ${sql.id(name)} on den_denuncias ${sql.raw(definition[dialect])}`.execute(db);
      }
      for (const name of Object.keys(replacedIndexes)) {
        await sql`drop index ${sql.id(name)}`.execute(db);
      }
    },
  };
}

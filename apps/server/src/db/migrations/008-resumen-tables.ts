/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { createSummaryTriggers, days } from './007-case-summary.ts';

/**
 * The Resumen reads as few summary rows as its numbers need (docs/decisions/019). Migration 007's
 * den_resumen_mes (month × type × status × extension × acknowledgement) stays for the case list's
 * totals; the Resumen reads three narrower tables kept by the same triggers:
 * - den_resumen_grupos: month × type × status, its charts;
 * - den_resumen_plazos: month × status × extension × acknowledgement, its deadline counters;
 * - den_resumen_hist: per month, one row per measure (acuse, resolucion) holding the histogram of
 *   whole days as a JSON object {"days": complaints}; it replaces den_resumen_dias' row per
 *   number of days, so a year is 24 rows instead of thousands.
 */

/** Each count table's key columns, and the value of each column for a complaint row. */
const countTables = {
  den_resumen_mes: ['idcliente', 'mes', 'idtipodenuncia', 'idestadodenuncia', 'prorroga_meses', 'acusada'],
  den_resumen_grupos: ['idcliente', 'mes', 'idtipodenuncia', 'idestadodenuncia'],
  den_resumen_plazos: ['idcliente', 'mes', 'idestadodenuncia', 'prorroga_meses', 'acusada'],
} as const;

type KeyColumn = (typeof countTables)[keyof typeof countTables][number];

function valueOf(column: KeyColumn, row: string): string {
  switch (column) {
    case 'mes':
      return `substr(${row}.fec_alta, 1, 7)`;
    case 'prorroga_meses':
      return `coalesce(${row}.prorroga_meses, 0)`;
    case 'acusada':
      return `case when ${row}.fec_acuse is null then 0 else 1 end`;
    default:
      return `${row}.${column}`;
  }
}

/** The histograms: which date each measures, and which complaints have one. */
const measures = [
  { medida: 'acuse', column: 'fec_acuse', when: (row: string) => `${row}.fec_acuse is not null` },
  {
    medida: 'resolucion',
    column: 'fec_resolucion',
    when: (row: string) => `${row}.idestadodenuncia = 1 and ${row}.fec_resolucion is not null`,
  },
] as const;

/** `hist` with `delta` added to its entry for `dias` (a SQL expression), in each dialect's JSON. */
function addToHistogram(dialect: DialectName, hist: string, dias: string, delta: number): string {
  if (dialect === 'sqlite') {
    const path = `'$."' || (${dias}) || '"'`;
    return `json_set(${hist}, ${path}, coalesce(json_extract(${hist}, ${path}), 0) + ${delta})`;
  }
  // Stored as json (text, read back without conversion), updated as jsonb.
  const key = `(${dias})::text`;
  return `jsonb_set(${hist}::jsonb, array[${key}], to_jsonb(coalesce((${hist} ->> ${key})::integer, 0) + ${delta}))::json`;
}

/**
 * The statements that add `delta` (1 or -1) for the complaint `row` (`new`/`old` in a trigger):
 * one row of each count table, and an entry of each histogram the complaint has. "where" makes
 * each INSERT … SELECT conditional (and is what SQLite's parser needs before ON CONFLICT).
 */
function applyStatements(dialect: DialectName, row: string, delta: number): string[] {
  const counts = Object.entries(countTables).map(([table, key]) => {
    const columns = key.join(', ');
    return `insert into ${table} (${columns}, total)
      select ${key.map((c) => valueOf(c, row)).join(', ')}, ${delta}
      where true on conflict (${columns}) do update set total = ${table}.total + excluded.total`;
  });
  const histograms = measures.map(({ medida, column, when }) => {
    const dias = days(dialect, row, column);
    const first =
      dialect === 'sqlite' ? `json_object(cast((${dias}) as text), ${delta})` : `json_build_object(${dias}, ${delta})`;
    return `insert into den_resumen_hist (idcliente, mes, medida, dias)
      select ${row}.idcliente, ${valueOf('mes', row)}, '${medida}', ${first}
      where ${when(row)} on conflict (idcliente, mes, medida)
      do update set dias = ${addToHistogram(dialect, 'den_resumen_hist.dias', dias, delta)}`;
  });
  return [...counts, ...histograms];
}

async function createTables(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // As in 007: SQLite stores each table in key order; PostgreSQL leaves room for HOT updates.
  const clustered = dialect === 'sqlite' ? sql`without rowid` : sql`with (fillfactor = 50)`;
  for (const table of ['den_resumen_grupos', 'den_resumen_plazos'] as const) {
    const key = countTables[table];
    let create: CreateTableBuilder<string, string> = db.schema.createTable(table);
    for (const column of key) {
      create = create.addColumn(column, column === 'mes' ? 'text' : 'integer', (c) => c.notNull());
    }
    await create
      .addColumn('total', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [...key])
      .modifyEnd(clustered)
      .execute();
  }
  await db.schema
    .createTable('den_resumen_hist')
    .addColumn('idcliente', 'integer', (c) => c.notNull())
    .addColumn('mes', 'text', (c) => c.notNull())
    .addColumn('medida', 'text', (c) => c.notNull())
    .addColumn('dias', dialect === 'sqlite' ? 'text' : 'json', (c) => c.notNull())
    .addPrimaryKeyConstraint('den_resumen_hist_pk', ['idcliente', 'mes', 'medida'])
    .modifyEnd(clustered)
    .execute();
}

type CountTable = keyof typeof countTables;

/** Fills count tables from the complaints already stored (one grouped pass each). */
async function backfillCounts(db: Kysely<any>, tables: readonly CountTable[]): Promise<void> {
  for (const table of tables) {
    const key = countTables[table];
    const values = key.map((c) => valueOf(c, 'd')).join(', ');
    await sql`insert into ${sql.id(table)} (${sql.raw(key.join(', '))}, total)
      select ${sql.raw(values)}, count(*) from den_denuncias d group by ${sql.raw(values)}`.execute(db);
  }
}

/** Fills the histograms from the complaints already stored. */
async function backfillHistograms(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const month = valueOf('mes', 'd');
  const histogram =
    dialect === 'sqlite' ? 'json_group_object(cast(dias as text), total)' : 'json_object_agg(dias, total)';
  for (const { medida, column, when } of measures) {
    const dias = days(dialect, 'd', column);
    await sql`insert into den_resumen_hist (idcliente, mes, medida, dias)
      select idcliente, mes, ${medida}, ${sql.raw(histogram)}
      from (select d.idcliente, ${sql.raw(month)} as mes, ${sql.raw(dias)} as dias, count(*) as total
        from den_denuncias d where ${sql.raw(when('d'))}
        group by d.idcliente, ${sql.raw(month)}, ${sql.raw(dias)}) per_day
      group by idcliente, mes`.execute(db);
  }
}

const countTableNames = Object.keys(countTables) as CountTable[];
const summaryTables = [...countTableNames, 'den_resumen_hist'];

/**
 * Rebuilds every summary table from the complaints, as the migrations fill them. For a bulk load
 * in one transaction (the benchmark's seed): on PostgreSQL each trigger update leaves a dead row
 * version that no one-filing-per-transaction channel accumulates (those are pruned in place).
 */
export async function rebuildCaseSummary(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`truncate ${sql.join(summaryTables.map((t) => sql.id(t)))}`.execute(db); // fresh files, not dead rows
  } else {
    for (const table of summaryTables) {
      await db.deleteFrom(table).execute();
    }
  }
  await backfillCounts(db, countTableNames);
  await backfillHistograms(db, dialect);
}

/** The Resumen's narrower tables (docs/decisions/019). */
export function resumenTables(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await createTables(db, dialect);
      await backfillCounts(db, ['den_resumen_grupos', 'den_resumen_plazos']); // den_resumen_mes: filled by 007
      await backfillHistograms(db, dialect);
      // 007's triggers replaced by ones that keep every summary table (same names).
      await createSummaryTriggers(db, dialect, (row, delta) => applyStatements(dialect, row, delta));
      await db.schema.dropTable('den_resumen_dias').execute();
    },
  };
}

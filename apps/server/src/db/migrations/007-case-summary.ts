/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The Resumen's counts, kept on write (docs/decisions/018): per tenant, filing month, type,
 * status, extension and acknowledgement, and the histograms of whole days from filing to
 * acknowledgement and to resolution per filing month. Triggers on den_denuncias keep them, so no
 * write path (filing, status change, acknowledgement, resolution, extension, a seed, a bulk load)
 * can forget to; the Resumen then reads a few hundred summary rows instead of every complaint.
 */

/** The columns whose change moves a complaint between summary rows. */
const summarised = [
  'idcliente',
  'fec_alta',
  'idtipodenuncia',
  'idestadodenuncia',
  'prorroga_meses',
  'fec_acuse',
  'fec_resolucion',
];

/** Whole days between the UTC days of two ISO timestamps, as dashboard.repository.ts counts them. */
export function days(dialect: DialectName, row: string, to: 'fec_acuse' | 'fec_resolucion'): string {
  if (dialect === 'sqlite') {
    return `cast(julianday(substr(${row}.${to}, 1, 10)) - julianday(substr(${row}.fec_alta, 1, 10)) as integer)`;
  }
  function day(column: string): string {
    return `make_date(cast(substr(${row}.${column}, 1, 4) as integer), cast(substr(${row}.${column}, 6, 2) as integer), cast(substr(${row}.${column}, 9, 2) as integer))`;
  }
  return `(${day(to)} - ${day('fec_alta')})`;
}

const monthKey = 'idcliente, mes, idtipodenuncia, idestadodenuncia, prorroga_meses, acusada';
const daysKey = 'idcliente, mes, medida, dias';

/**
 * The statements that add `delta` (1 or -1) for the complaint `row` (`new`/`old` in a trigger,
 * a table alias in the back-fill): one month row, and a days row for each of acknowledgement and
 * resolution when the complaint has them. "where" makes each INSERT … SELECT conditional (and
 * is what SQLite's parser needs before ON CONFLICT).
 */
function applyStatements(dialect: DialectName, row: string, delta: number): string[] {
  function upsert(table: string, key: string): string {
    return `on conflict (${key}) do update set total = ${table}.total + excluded.total`;
  }
  const month = `substr(${row}.fec_alta, 1, 7)`;
  return [
    `insert into den_resumen_mes (${monthKey}, total)
      select ${row}.idcliente, ${month}, ${row}.idtipodenuncia, ${row}.idestadodenuncia,
        coalesce(${row}.prorroga_meses, 0), case when ${row}.fec_acuse is null then 0 else 1 end, ${delta}
      where true ${upsert('den_resumen_mes', monthKey)}`,
    `insert into den_resumen_dias (${daysKey}, total)
      select ${row}.idcliente, ${month}, 'acuse', ${days(dialect, row, 'fec_acuse')}, ${delta}
      where ${row}.fec_acuse is not null ${upsert('den_resumen_dias', daysKey)}`,
    `insert into den_resumen_dias (${daysKey}, total)
      select ${row}.idcliente, ${month}, 'resolucion', ${days(dialect, row, 'fec_resolucion')}, ${delta}
      where ${row}.idestadodenuncia = 1 and ${row}.fec_resolucion is not null ${upsert('den_resumen_dias', daysKey)}`,
  ];
}

/**
 * SQLite: WITHOUT ROWID, so each table is stored in its primary key's order and a read of a
 * period is one range of it, no second lookup. Its days table is keyed by days before month so
 * the Resumen adds a period's months up per number of days in key order, without sorting; on
 * PostgreSQL (hash aggregation, no sort either way) by month first, so only the period is read.
 */
async function createTables(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // PostgreSQL: room on each page for the next version of a row, so the triggers' updates are HOT
  // (no index entry) and old versions are pruned in place instead of growing the table.
  const clustered = dialect === 'sqlite' ? sql`without rowid` : sql`with (fillfactor = 50)`;
  await db.schema
    .createTable('den_resumen_mes')
    .addColumn('idcliente', 'integer', (c) => c.notNull())
    .addColumn('mes', 'text', (c) => c.notNull())
    .addColumn('idtipodenuncia', 'integer', (c) => c.notNull())
    .addColumn('idestadodenuncia', 'integer', (c) => c.notNull())
    .addColumn('prorroga_meses', 'integer', (c) => c.notNull())
    .addColumn('acusada', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('den_resumen_mes_pk', [
      'idcliente',
      'mes',
      'idtipodenuncia',
      'idestadodenuncia',
      'prorroga_meses',
      'acusada',
    ])
    .modifyEnd(clustered)
    .execute();
  await db.schema
    .createTable('den_resumen_dias')
    .addColumn('idcliente', 'integer', (c) => c.notNull())
    .addColumn('mes', 'text', (c) => c.notNull())
    .addColumn('medida', 'text', (c) => c.notNull())
    .addColumn('dias', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(
      'den_resumen_dias_pk',
      dialect === 'sqlite' ? ['idcliente', 'medida', 'dias', 'mes'] : ['idcliente', 'mes', 'medida', 'dias'],
    )
    .modifyEnd(clustered)
    .execute();
}

/** The statements that add `delta` (1 or -1) for the complaint `row` (`new` or `old`). */
export type SummaryStatements = (row: string, delta: number) => string[];

/**
 * (Re)creates the triggers on den_denuncias that run `apply` for the old row (-1) and the new one
 * (+1) of every insert, delete and update of the summarised columns. Used by 007 and by 008,
 * which replaces them with triggers that keep more tables.
 */
export async function createSummaryTriggers(
  db: Kysely<any>,
  dialect: DialectName,
  apply: SummaryStatements,
): Promise<void> {
  if (dialect === 'postgres') {
    function body(row: string, delta: number): string {
      return apply(row, delta).join(';\n');
    }
    await sql`drop trigger if exists den_resumen on den_denuncias`.execute(db);
    await sql`create or replace function den_resumen_actualizar() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${sql.raw(body('old', -1))}; end if;
        if tg_op in ('INSERT', 'UPDATE') then ${sql.raw(body('new', 1))}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger den_resumen after insert or delete or update of ${sql.raw(summarised.join(', '))}
      on den_denuncias for each row execute function den_resumen_actualizar()`.execute(db);
    return;
  }
  function statements(row: string, delta: number): string {
    return apply(row, delta).join(';\n') + ';';
  }
  for (const name of ['den_resumen_alta', 'den_resumen_cambio', 'den_resumen_baja']) {
    await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  }
  await sql`create trigger den_resumen_alta after insert on den_denuncias
    begin ${sql.raw(statements('new', 1))} end`.execute(db);
  await sql`create trigger den_resumen_cambio after update of ${sql.raw(summarised.join(', '))} on den_denuncias
    begin ${sql.raw(statements('old', -1))} ${sql.raw(statements('new', 1))} end`.execute(db);
  await sql`create trigger den_resumen_baja after delete on den_denuncias
    begin ${sql.raw(statements('old', -1))} end`.execute(db);
}

/** Fills the summary from the complaints already stored (one grouped pass each). */
async function backfill(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const month = 'substr(d.fec_alta, 1, 7)';
  await sql`insert into den_resumen_mes (${sql.raw(monthKey)}, total)
    select d.idcliente, ${sql.raw(month)}, d.idtipodenuncia, d.idestadodenuncia, coalesce(d.prorroga_meses, 0),
      case when d.fec_acuse is null then 0 else 1 end, count(*)
    from den_denuncias d
    group by d.idcliente, ${sql.raw(month)}, d.idtipodenuncia, d.idestadodenuncia, coalesce(d.prorroga_meses, 0),
      case when d.fec_acuse is null then 0 else 1 end`.execute(db);
  for (const [medida, column, condition] of [
    ['acuse', 'fec_acuse', 'd.fec_acuse is not null'],
    ['resolucion', 'fec_resolucion', 'd.idestadodenuncia = 1 and d.fec_resolucion is not null'],
  ] as const) {
    const dias = days(dialect, 'd', column);
    await sql`insert into den_resumen_dias (${sql.raw(daysKey)}, total)
      select d.idcliente, ${sql.raw(month)}, ${medida}, ${sql.raw(dias)}, count(*)
      from den_denuncias d where ${sql.raw(condition)}
      group by d.idcliente, ${sql.raw(month)}, ${sql.raw(dias)}`.execute(db);
  }
}

/** The Resumen's counts kept on write (docs/decisions/018). */
export function caseSummary(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await createTables(db, dialect);
      await backfill(db, dialect);
      await createSummaryTriggers(db, dialect, (row, delta) => applyStatements(dialect, row, delta));
    },
  };
}

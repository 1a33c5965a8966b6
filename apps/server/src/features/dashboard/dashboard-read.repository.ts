import type { AliasedExpression, InferResult, Kysely } from 'kysely';
import { extensionMaxMonths } from '@atalaya/contract/complaints/case-detail.schemas';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { CaseViewer } from '../../domain/complaint/case-access.policy.ts';
import type { DayRange, MonthSpan, MonthsCount, PartialCount } from '../../domain/case-deadlines/case-counts.rules.ts';
import {
  daysQuery,
  groupsQuery,
  oldestUnresolvedQuery,
  partialCountQuery,
  statusesQuery,
  typesQuery,
} from './dashboard.repository.ts';
import { summaryCountsQuery, summaryGroupsQuery, summaryHistogramsJson } from './dashboard-summary.repository.ts';

type Db = Kysely<Database>;

/** What the Resumen reads: the period split into the summary's whole months and partial months. */
export type DashboardReadPlan = {
  idcliente: number;
  period: DayRange;
  months: MonthSpan | null;
  partial: readonly DayRange[];
  monthCounts: readonly MonthsCount[];
  partialCounts: readonly PartialCount[];
  pendingLimit: number;
  resolvedStatusId: number;
  /** Counts and charts only over the cases this administrator may see (then `months` is null). */
  viewer?: CaseViewer;
  /** The urgent cases only among those this administrator may see. */
  pendingViewer?: CaseViewer;
};

export type StatusRow = InferResult<ReturnType<typeof statusesQuery>>[number];
export type TypeRow = InferResult<ReturnType<typeof typesQuery>>[number];
export type PendingRow = InferResult<ReturnType<typeof oldestUnresolvedQuery>>[number];
export type GroupCount = { mes: string; idtipodenuncia: number; idestadodenuncia: number; total: number };
export type DaysCount = { medida: 'acuse' | 'resolucion'; dias: number; total: number };

export type DashboardData = {
  statuses: StatusRow[];
  types: TypeRow[];
  groups: GroupCount[];
  days: DaysCount[];
  monthCounted: number[];
  partialCounted: number[];
  pending: PendingRow[];
};

/** A JSON array column: parsed by node-postgres, text on SQLite. */
function rowsOf<T>(value: unknown): T[] {
  if (typeof value === 'string') {
    return JSON.parse(value) as T[];
  }
  return Array.isArray(value) ? (value as T[]) : [];
}

/** A month's histogram, embedded as a JSON object by both dialects (summaryHistogramsJson). */
type HistogramRow = { medida: DaysCount['medida']; dias: Record<string, number | string> };

/** Adds up days' counts per measure and number of days (the months' histograms, the partial months). */
class DaysSums {
  /** Per number of days (a Map: a stored date may precede the filing date, so days can be negative). */
  private readonly sums = { acuse: new Map<number, number>(), resolucion: new Map<number, number>() };

  add(medida: DaysCount['medida'], dias: number, total: number): void {
    const sums = this.sums[medida];
    sums.set(dias, (sums.get(dias) ?? 0) + total);
  }

  list(): DaysCount[] {
    return (['acuse', 'resolucion'] as const).flatMap((medida) =>
      [...this.sums[medida]].map(([dias, total]) => ({ medida, dias, total })),
    );
  }
}

/** PostgreSQL answers count/sum as bigint strings (JSON numbers inside arrays), SQLite as numbers. */
function numberOf(value: unknown): number {
  return Number(value ?? 0);
}

/**
 * Every number of the Resumen in three statements (catalog and urgent cases; the summary's whole
 * months; the partial months): each list is a subquery aggregated into a JSON array, each count a
 * scalar subquery. Three round trips instead of a dozen or more — on PostgreSQL each query costs a
 * network exchange that outweighs the small reads themselves — and still side by side, so
 * PostgreSQL uses more than one core (one statement took longer on two cores).
 */
export async function readDashboard(db: Db, dialect: DialectName, plan: DashboardReadPlan): Promise<DashboardData> {
  const jsonArrayFrom = dialect === 'postgres' ? postgresJsonArray : sqliteJsonArray;
  const { idcliente, resolvedStatusId, viewer } = plan;
  // The oldest open cases are read per extension (0 = none … the maximum): see oldestUnresolvedQuery.
  const extensions = Array.from({ length: extensionMaxMonths + 1 }, (_, m) => m);
  const catalogAndPending: AliasedExpression<unknown, string>[] = [
    jsonArrayFrom(statusesQuery(db, idcliente)).as('estados'),
    jsonArrayFrom(typesQuery(db, idcliente)).as('tipos'),
    ...extensions.map((m) =>
      jsonArrayFrom(
        oldestUnresolvedQuery(
          db,
          { idcliente, viewer: plan.pendingViewer, ...plan.period },
          m === 0 ? null : m,
          resolvedStatusId,
          plan.pendingLimit,
        ),
      ).as(`pendientes_${m}`),
    ),
  ];
  const partial: AliasedExpression<unknown, string>[] = [
    ...plan.partialCounts.map((c, i) =>
      partialCountQuery(db, { idcliente, viewer }, c, resolvedStatusId).as(`parcial_${i}`),
    ),
    ...plan.partial.flatMap((range, i) => [
      jsonArrayFrom(groupsQuery(db, { idcliente, viewer, ...range })).as(`grupos_${i}`),
      jsonArrayFrom(daysQuery(db, dialect, { idcliente, viewer, ...range }, 'acuse', resolvedStatusId)).as(
        `acuse_${i}`,
      ),
      jsonArrayFrom(daysQuery(db, dialect, { idcliente, viewer, ...range }, 'resolucion', resolvedStatusId)).as(
        `resolucion_${i}`,
      ),
    ]),
  ];
  // The whole months: the counters' sums in one pass over the deadline rows, the charts' groups,
  // the days' histograms.
  const { months } = plan;
  const summary = months
    ? db
        .selectFrom(summaryCountsQuery(db, idcliente, months, plan.monthCounts, resolvedStatusId).as('cuentas'))
        .selectAll('cuentas')
        .select([
          jsonArrayFrom(summaryGroupsQuery(db, idcliente, months)).as('grupos'),
          summaryHistogramsJson(db, dialect, idcliente, months).as('histogramas'),
        ])
        .executeTakeFirstOrThrow()
    : Promise.resolve({});
  // Three statements, run side by side: PostgreSQL serves each on its own connection (and core).
  const parts = await Promise.all([
    db.selectNoFrom(catalogAndPending).executeTakeFirstOrThrow(),
    summary,
    partial.length > 0 ? db.selectNoFrom(partial).executeTakeFirstOrThrow() : Promise.resolve({}),
  ]);
  const row = Object.assign({}, ...parts) as Record<string, unknown>;

  const groups = [row.grupos, ...plan.partial.map((_, i) => row[`grupos_${i}`])].flatMap((v) =>
    rowsOf<GroupCount>(v).map((g) => ({ ...g, total: numberOf(g.total) })),
  );
  const days = new DaysSums();
  for (const h of rowsOf<HistogramRow>(row.histogramas)) {
    for (const [dias, total] of Object.entries(h.dias)) {
      days.add(h.medida, Number(dias), numberOf(total));
    }
  }
  plan.partial.forEach((_, i) => {
    for (const medida of ['acuse', 'resolucion'] as const) {
      for (const d of rowsOf<Omit<DaysCount, 'medida'>>(row[`${medida}_${i}`])) {
        days.add(medida, numberOf(d.dias), numberOf(d.total));
      }
    }
  });
  return {
    statuses: rowsOf<StatusRow>(row.estados),
    types: rowsOf<TypeRow>(row.tipos),
    groups,
    days: days.list(),
    monthCounted: plan.monthCounts.map((_, i) => numberOf(row[`n${i}`])),
    partialCounted: plan.partialCounts.map((_, i) => numberOf(row[`parcial_${i}`])),
    pending: extensions.flatMap((m) => rowsOf<PendingRow>(row[`pendientes_${m}`])),
  };
}

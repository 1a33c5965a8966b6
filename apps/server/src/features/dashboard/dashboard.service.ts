import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import {
  dashboardMaxDays,
  type Dashboard,
  type DashboardCounters,
  type DashboardRequest,
} from '@atalaya/contract/complaints/dashboard.schemas';
import { AppError, messages } from '../../lib/errors.ts';
import { caseSummaryOf, nameIn } from '../../domain/case-deadlines/case-summary.rules.ts';
import type { UserRole } from '../../db/schema.ts';
import { seesWholeTenant } from '../../domain/complaint/case-access.policy.ts';
import { planFlags, rowsOnlySplit } from './dashboard-flags.rules.ts';
import { splitByMonths, type DayRange } from '../../domain/case-deadlines/case-counts.rules.ts';
import { readDashboard } from './dashboard-read.repository.ts';
import { addDays, addMonthsClamped, daysBetween, today } from '../../domain/case-deadlines/deadlines.rules.ts';

/** How many cases `pendientes` lists. */
export const dashboardPendingCount = 10;

/** Default period: the 12 calendar months up to today's (so the chart shows 12 whole bars). */
const defaultMonths = 12;

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path, message }] });
}

function firstOfMonthBefore(day: string, months: number): string {
  return `${addMonthsClamped(day, -months).slice(0, 7)}-01`;
}

/** The period asked for, with the defaults filled in; 400 when it is reversed or too long. */
export function periodOf(request: DashboardRequest, todayDay: string): { desde: string; hasta: string } {
  const hasta = request.hasta ?? todayDay;
  const desde = request.desde ?? firstOfMonthBefore(hasta, defaultMonths - 1);
  if (desde > hasta) {
    throw invalid('body.desde', 'La fecha inicial debe ser anterior a la final');
  }
  if (daysBetween(desde, hasta) + 1 > dashboardMaxDays) {
    throw invalid('body.hasta', `El periodo no puede superar ${dashboardMaxDays} días`);
  }
  return { desde, hasta };
}

/** Every month (YYYY-MM) from `desde`'s to `hasta`'s, in order. */
export function monthsOf(desde: string, hasta: string): string[] {
  const months: string[] = [];
  let month = desde.slice(0, 7);
  const last = hasta.slice(0, 7);
  while (month <= last) {
    months.push(month);
    month = addMonthsClamped(`${month}-01`, 1).slice(0, 7);
  }
  return months;
}

/** The median of a histogram of whole days; null when it is empty. */
export function medianOf(histogram: { dias: number; total: number }[]): number | null {
  const sorted = [...histogram].filter((h) => h.total > 0).sort((a, b) => a.dias - b.dias);
  const n = sorted.reduce((sum, h) => sum + h.total, 0);
  if (n === 0) {
    return null;
  }
  function valueAt(index: number): number {
    let seen = 0;
    for (const h of sorted) {
      seen += h.total;
      if (index < seen) {
        return h.dias;
      }
    }
    return sorted[sorted.length - 1]?.dias ?? 0;
  }
  return n % 2 === 1 ? valueAt((n - 1) / 2) : (valueAt(n / 2 - 1) + valueAt(n / 2)) / 2;
}

/**
 * `POST /api/denuncias/den_denuncias/resumen` (`role`: the caller's, see below): counters, charts, medians and the most urgent
 * unresolved cases of the complaints filed in the period. Metadata only: nothing is decrypted
 * and no sealed column is read. Type and status names are in `language` (the interface's), else
 * Spanish.
 */
export async function getDashboard(
  app: FastifyInstance,
  claims: TokenClaims,
  request: DashboardRequest,
  language: LanguageCode = 'es',
  role: UserRole = 'responsable',
): Promise<Dashboard> {
  if (claims.tipoacceso !== 'Privado') {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  const todayDay = today();
  const { desde, hasta } = periodOf(request, todayDay);
  const { idcliente } = claims;
  const period: DayRange = { from: desde, before: addDays(hasta, 1) };
  // A gestor's Resumen counts only their cases, on the complaints themselves (the summary kept on
  // write is tenant-wide); a Responsable's and an auditor's are the tenant's (decision 039). Only a
  // Responsable's urgent cases list every case: the others' are limited as their case list is.
  const viewer = { idcliente, sid: claims.sid };
  const rowsOnly = role === 'gestor';
  const split = rowsOnly ? rowsOnlySplit(period) : splitByMonths(period, addDays(todayDay, 1));
  const flags = planFlags(period, todayDay, rowsOnly);
  // Whole months from the summary kept on write, partial months from the complaints' indexes.
  const { statuses, types, groups, days, monthCounted, partialCounted, pending } = await readDashboard(
    app.db,
    app.dialect,
    {
      idcliente,
      period,
      months: split.months,
      partial: split.partial,
      monthCounts: flags.monthCounts,
      partialCounts: flags.partialCounts,
      pendingLimit: dashboardPendingCount,
      resolvedStatusId,
      viewer: rowsOnly ? viewer : undefined,
      pendingViewer: seesWholeTenant(role) ? undefined : viewer,
    },
  );

  const initial = new Set(statuses.filter((s) => s.inicial === 1).map((s) => s.idestadodenuncia));
  const contadores: DashboardCounters = {
    total: 0,
    nuevas: 0,
    en_tramite: 0,
    resueltas: 0,
    ...flags.total(monthCounted, partialCounted),
  };
  const byMonth = new Map<string, number>();
  const byType = new Map<number, number>();
  const byStatus = new Map<number, number>();
  for (const g of groups) {
    contadores.total += g.total;
    if (g.idestadodenuncia === resolvedStatusId) {
      contadores.resueltas += g.total;
    } else if (initial.has(g.idestadodenuncia)) {
      contadores.nuevas += g.total;
    } else {
      contadores.en_tramite += g.total;
    }
    byMonth.set(g.mes, (byMonth.get(g.mes) ?? 0) + g.total);
    byType.set(g.idtipodenuncia, (byType.get(g.idtipodenuncia) ?? 0) + g.total);
    byStatus.set(g.idestadodenuncia, (byStatus.get(g.idestadodenuncia) ?? 0) + g.total);
  }
  const acks = days.filter((h) => h.medida === 'acuse');
  const resolutions = days.filter((h) => h.medida === 'resolucion');

  const typeNames = new Map(types.map((t) => [t.idtipodenuncia, nameIn(t.nombre, language)]));
  const statusNames = new Map(statuses.map((s) => [s.idestadodenuncia, nameIn(s.nombre, language)]));
  // Active types and statuses always show (zeros included); others only when they have complaints.
  const typeIds = [
    ...types.filter((t) => t.activo === 1 || byType.has(t.idtipodenuncia)).map((t) => t.idtipodenuncia),
    ...[...byType.keys()].filter((id) => !typeNames.has(id)).sort((a, b) => a - b),
  ];
  const statusIds = [
    ...statuses.map((s) => s.idestadodenuncia),
    ...[...byStatus.keys()].filter((id) => !statusNames.has(id)).sort((a, b) => a - b),
  ];
  const colours = new Map(statuses.map((s) => [s.idestadodenuncia, s.color]));

  const pendientes = pending
    // Rows of unresolved complaints only (oldestUnresolvedQuery): dias_respuesta is always counted.
    .map((row) =>
      caseSummaryOf(
        row,
        { tipo: typeNames.get(row.idtipodenuncia) ?? '', estado: statusNames.get(row.idestadodenuncia) ?? '' },
        todayDay,
      ),
    )
    .sort(
      (a, b) =>
        a.vence_respuesta.localeCompare(b.vence_respuesta) ||
        a.fec_alta.localeCompare(b.fec_alta) ||
        a.iddenuncia - b.iddenuncia,
    )
    .slice(0, dashboardPendingCount);

  return {
    desde,
    hasta,
    contadores,
    por_mes: monthsOf(desde, hasta).map((mes) => ({ mes, total: byMonth.get(mes) ?? 0 })),
    por_tipo: typeIds.map((id) => ({ idtipodenuncia: id, tipo: typeNames.get(id) ?? '', total: byType.get(id) ?? 0 })),
    por_estado: statusIds.map((id) => ({
      idestadodenuncia: id,
      estado: statusNames.get(id) ?? '',
      color: colours.get(id) ?? '#607d8b',
      total: byStatus.get(id) ?? 0,
    })),
    mediana_dias_acuse: medianOf(acks),
    mediana_dias_resolucion: medianOf(resolutions),
    pendientes,
  };
}

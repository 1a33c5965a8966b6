import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  caseListColumns,
  type CaseListRequest,
  type CaseListResponse,
} from '@atalaya/contract/complaints/case-list.schemas';
import { purgeWarningDays } from '@atalaya/contract/complaints/case-retention.schemas';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import { limits } from '@atalaya/contract/limits';
import type { UserRole } from '../../db/schema.ts';
import { seesWholeTenant } from '../../domain/complaint/case-access.policy.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { countCasesFromSummary, seekFilingMonth } from './case-list-summary.repository.ts';
import { countCasesRowByRow, findCasePage, type CaseListQuery } from './case-list.repository.ts';
import { caseSummaryOf, spanishName } from '../../domain/case-deadlines/case-summary.rules.ts';
import { addDays, answerCutoffs, today } from '../../domain/case-deadlines/deadlines.rules.ts';
import { filtersOf } from '../../lib/list-request.ts';
import { isoAfterSeconds } from '../../lib/time.ts';

/** Guids are lowercase hex with dashes, references digits and a dash: any other character can match none. */
const guidPrefixPattern = /^[0-9a-f-]*$/;

/** A filter value of an integer column (filtersOf has checked its type). */
function numberOf(value: string | number | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/**
 * One equality condition asked for twice (in `filtros` and in `columns`): both must hold, so two
 * different values match nothing (null).
 */
function bothOf<T>(first: T | undefined, second: T | undefined): T | undefined | null {
  if (first !== undefined && second !== undefined && first !== second) {
    return null;
  }
  return first ?? second;
}

/**
 * The request's filters as query conditions: `filtros` and the generic `columns` (equality on
 * caseListColumns, 400 for any other), all combined by AND; undefined when nothing can match.
 */
function queryOf(
  claims: TokenClaims,
  role: UserRole,
  request: CaseListRequest,
  todayDay: string,
): CaseListQuery | undefined {
  const { filtros } = request;
  const columns = filtersOf(request, caseListColumns);
  const guidPrefix = filtros.texto?.trim().toLowerCase();
  if (guidPrefix !== undefined && !guidPrefixPattern.test(guidPrefix)) {
    return undefined;
  }
  const idestadodenuncia = bothOf(filtros.idestadodenuncia, numberOf(columns.idestadodenuncia));
  const idtipodenuncia = bothOf(filtros.idtipodenuncia, numberOf(columns.idtipodenuncia));
  if (idestadodenuncia === null || idtipodenuncia === null) {
    return undefined;
  }
  return {
    idcliente: claims.idcliente,
    viewer: seesWholeTenant(role) ? undefined : { idcliente: claims.idcliente, sid: claims.sid },
    iddenuncia: numberOf(columns.iddenuncia),
    guid: typeof columns.guid === 'string' ? columns.guid.trim().toLowerCase() : undefined,
    idestadodenuncia,
    idtipodenuncia,
    from: filtros.desde,
    before: filtros.hasta === undefined ? undefined : addDays(filtros.hasta, 1),
    overdue: filtros.vencidas === true ? { resolvedStatusId, cutoffs: answerCutoffs(todayDay) } : undefined,
    unresolvedBut: filtros.pendientes === true ? resolvedStatusId : undefined,
    // A purge follows its warning by 7 days (decision 050): older warnings were for another due date.
    purgeWarnedSince:
      filtros.aviso_supresion === true ? isoAfterSeconds(-(purgeWarningDays + 1) * 24 * 3600) : undefined,
    guidPrefix,
  };
}

/** Pages that start this deep in filing-date order are sought through the month summary. */
const seekFromOffset = 1_000;

/** The page asked for; a deep one in filing-date order starts from its month (summary). */
async function findPage(
  app: FastifyInstance,
  query: CaseListQuery,
  page: Parameters<typeof findCasePage>[2],
): ReturnType<typeof findCasePage> {
  const byStatusAndTypeOnly =
    query.from === undefined &&
    query.before === undefined &&
    query.overdue === undefined &&
    !query.guidPrefix &&
    query.unresolvedBut === undefined &&
    query.purgeWarnedSince === undefined &&
    query.viewer === undefined &&
    !isOneComplaint(query);
  if (page.sort === 'fec_alta' && page.offset >= seekFromOffset && byStatusAndTypeOnly) {
    const seek = await seekFilingMonth(app.db, query, page.order, page.offset);
    if (seek === undefined) {
      return [];
    }
    return findCasePage(app.db, seek.query, { ...page, offset: seek.offset });
  }
  return findCasePage(app.db, query, page);
}

/** Whether the query names one complaint (by id or whole guid): the summary cannot count that. */
function isOneComplaint(query: CaseListQuery): boolean {
  return query.iddenuncia !== undefined || query.guid !== undefined;
}

/**
 * How many complaints match: from the summary (tenant-wide, kept on write), except the guid
 * searches, one complaint and a list limited to some cases (a gestor's: a few rows), row by row.
 */
function countOf(app: FastifyInstance, query: CaseListQuery, todayDay: string): Promise<number> {
  // "Pendientes" (unresolved) is counted row by row too: the Resumen links to it within a period.
  return query.guidPrefix ||
    isOneComplaint(query) ||
    query.unresolvedBut !== undefined ||
    query.purgeWarnedSince !== undefined ||
    query.viewer !== undefined
    ? countCasesRowByRow(app.db, query)
    : countCasesFromSummary(app.db, query, addDays(todayDay, 1));
}

/**
 * `POST /api/denuncias/den_denuncias/GetList` (also the web's Excel export, with `length: -1`): the
 * complaints the administrator may see (a Responsable the tenant's, a gestor the assigned ones, an
 * auditor those not excluded from), with their deadlines (the extension included). Metadata only:
 * nothing is decrypted, no answers, contact or resolution.
 */
export async function listCases(
  app: FastifyInstance,
  claims: TokenClaims,
  role: UserRole,
  request: CaseListRequest,
): Promise<CaseListResponse> {
  if (claims.tipoacceso !== 'Privado') {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  const todayDay = today();
  const query = queryOf(claims, role, request, todayDay);
  if (query === undefined) {
    return { success: true, total: request.gettotal ? 0 : -1, data: [] };
  }
  const sort = request.sort ?? 'fec_alta';
  const order = request.order ?? (request.sort === undefined ? 'desc' : 'asc');
  const limit = request.length === -1 ? limits.listMaxLength : Math.min(request.length, limits.listMaxLength);
  // The page and the count side by side: on PostgreSQL each has its own connection.
  const [rows, total] = await Promise.all([
    findPage(app, query, { sort, order, offset: request.start, limit }),
    request.gettotal ? countOf(app, query, todayDay) : Promise.resolve(-1),
  ]);
  const data = rows.map((row) =>
    caseSummaryOf(row, { tipo: spanishName(row.tipo_nombre), estado: spanishName(row.estado_nombre) }, todayDay),
  );
  return { success: true, total, data };
}

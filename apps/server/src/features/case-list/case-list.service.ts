import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { CaseListRequest, CaseListResponse } from '@atalaya/contract/complaints/case-list.schemas';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import { limits } from '@atalaya/contract/limits';
import { AppError, messages } from '../../lib/errors.ts';
import { countCasesFromSummary, seekFilingMonth } from './case-list-summary.repository.ts';
import { countCasesRowByRow, findCasePage, type CaseListQuery } from './case-list.repository.ts';
import { caseSummaryOf, spanishName } from '../../domain/complaint/case-summary.rules.ts';
import { addDays, answerCutoffs, today } from '../../domain/complaint/deadlines.rules.ts';

/** Guids are lowercase hex with dashes: any other character can match none. */
const guidPrefixPattern = /^[0-9a-f-]*$/;

/** The request's filters as query conditions; undefined when nothing can match. */
function queryOf(idcliente: number, request: CaseListRequest, todayDay: string): CaseListQuery | undefined {
  const { filtros } = request;
  const guidPrefix = filtros.texto?.trim().toLowerCase();
  if (guidPrefix !== undefined && !guidPrefixPattern.test(guidPrefix)) {
    return undefined;
  }
  return {
    idcliente,
    idestadodenuncia: filtros.idestadodenuncia,
    idtipodenuncia: filtros.idtipodenuncia,
    from: filtros.desde,
    before: filtros.hasta === undefined ? undefined : addDays(filtros.hasta, 1),
    overdue: filtros.vencidas === true ? { resolvedStatusId, cutoffs: answerCutoffs(todayDay) } : undefined,
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
    query.from === undefined && query.before === undefined && query.overdue === undefined && !query.guidPrefix;
  if (page.sort === 'fec_alta' && page.offset >= seekFromOffset && byStatusAndTypeOnly) {
    const seek = await seekFilingMonth(app.db, query, page.order, page.offset);
    if (seek === undefined) {
      return [];
    }
    return findCasePage(app.db, seek.query, { ...page, offset: seek.offset });
  }
  return findCasePage(app.db, query, page);
}

/** How many complaints match: from the summary, except the guid prefix search (row by row). */
function countOf(app: FastifyInstance, query: CaseListQuery, todayDay: string): Promise<number> {
  return query.guidPrefix
    ? countCasesRowByRow(app.db, query)
    : countCasesFromSummary(app.db, query, addDays(todayDay, 1));
}

/**
 * `POST /api/denuncias/den_denuncias/GetList`: the tenant's complaints for its administrators,
 * with their deadlines (the extension included). Metadata only: nothing is decrypted, no answers, contact or resolution.
 */
export async function listCases(
  app: FastifyInstance,
  claims: TokenClaims,
  request: CaseListRequest,
): Promise<CaseListResponse> {
  if (claims.tipoacceso !== 'Privado') {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  const todayDay = today();
  const query = queryOf(claims.idcliente, request, todayDay);
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

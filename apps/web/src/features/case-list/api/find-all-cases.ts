import type { CaseListFilters, CaseListSort, CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { limits } from '@atalaya/contract/limits';
import { findCaseList } from './get-case-list.ts';

export type AllCasesQuery = { filtros: CaseListFilters; sort: CaseListSort; order: 'asc' | 'desc' };

export type AllCasesProgress = { loaded: number; total: number };

/**
 * Every complaint matching the filters, in the list's order: `GetList` pages of 1000 (the
 * contract's largest) until `total` is reached. Stops early on a short page, so a list that
 * shrinks meanwhile cannot loop.
 */
export async function findAllCases(
  query: AllCasesQuery,
  onProgress?: (progress: AllCasesProgress) => void,
  signal?: AbortSignal,
): Promise<CaseSummary[]> {
  const length = limits.listMaxLength;
  const rows: CaseSummary[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (rows.length < total) {
    const page = await findCaseList(
      { start: rows.length, length, sort: query.sort, order: query.order, gettotal: true, filtros: query.filtros },
      signal,
      true,
    );
    total = page.total;
    rows.push(...page.data);
    onProgress?.({ loaded: rows.length, total });
    if (page.data.length < length) {
      break;
    }
  }
  return rows;
}

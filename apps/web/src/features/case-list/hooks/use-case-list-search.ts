import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyCaseSearchPatch, clearCaseFilters, parseCaseListSearch } from '../utils/case-list-search.ts';
import type { CaseListSearch, CaseSearchPatch } from '../utils/case-list-search.ts';

export type CaseListSearchState = {
  search: CaseListSearch;
  /** Writes a change to the URL; `replace` for changes that should not add a history entry (typing). */
  update: (patch: CaseSearchPatch, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
};

/** The list's filters, page and order, kept in the URL's search parameters (reload and back keep them). */
export function useCaseListSearch(): CaseListSearchState {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseCaseListSearch(params), [params]);
  const update = useCallback(
    (patch: CaseSearchPatch, options?: { replace?: boolean }) => {
      setParams((current) => applyCaseSearchPatch(current, patch), { replace: options?.replace ?? false });
    },
    [setParams],
  );
  const clearFilters = useCallback(() => {
    setParams((current) => clearCaseFilters(current));
  }, [setParams]);
  return { search, update, clearFilters };
}

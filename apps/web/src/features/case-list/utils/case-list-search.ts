import { caseListFiltersSchema, caseListSorts } from '@atalaya/contract/complaints/case-list.schemas';
import type {
  CaseListFilters,
  CaseListRequestInput,
  CaseListSort,
} from '@atalaya/contract/complaints/case-list.schemas';

/** Page sizes the list offers; the first is the default. */
export const casePageSizes = [10, 25, 50, 100] as const;
export type CasePageSize = (typeof casePageSizes)[number];

/** The server's own default order (newest first), shown as the grid's sort when the URL names none. */
export const defaultCaseSort: { sort: CaseListSort; order: 'asc' | 'desc' } = { sort: 'fec_alta', order: 'desc' };

/** Longest search text the contract accepts (`filtros.texto`). */
export const caseSearchMaxLength = 64;

/**
 * The names of the search parameters that hold the list's state, so reload and back keep it.
 * `page` counts from 1, as people read it; every other parameter of the URL is left alone.
 */
export const caseSearchKeys = {
  estado: 'estado',
  tipo: 'tipo',
  desde: 'desde',
  hasta: 'hasta',
  vencidas: 'vencidas',
  pendientes: 'pendientes',
  /** Cases whose purge was announced (the warning mail and bell item link here, issue 17 §6). */
  supresion: 'supresion',
  texto: 'texto',
  page: 'page',
  size: 'size',
  sort: 'sort',
  order: 'order',
} as const;

export type DateFieldError = 'invalid' | 'beforeStart';

/** The list's state as read from the URL: raw filter texts plus what is valid to send. */
export type CaseListSearch = {
  idestadodenuncia: number | undefined;
  idtipodenuncia: number | undefined;
  /** The raw texts of the date fields, shown as typed even when wrong. */
  desde: string;
  hasta: string;
  vencidas: boolean;
  /** Unresolved only (the Resumen's "Requieren atención" links here with it). */
  pendientes: boolean;
  /** Only cases warned of their purge in the last week (the warning mail and bell item link here). */
  supresion: boolean;
  texto: string;
  /** 0-based page. */
  page: number;
  pageSize: CasePageSize;
  sort: CaseListSort;
  order: 'asc' | 'desc';
  /** Date fields that cannot be sent; while any is set the list is not queried. */
  dateErrors: { desde?: DateFieldError; hasta?: DateFieldError };
};

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) {
    return undefined;
  }
  const value = Number(text);
  return value > 0 ? value : undefined;
}

function isPageSize(value: number | undefined): value is CasePageSize {
  return value !== undefined && (casePageSizes as readonly number[]).includes(value);
}

function isSort(value: string | null): value is CaseListSort {
  return value !== null && (caseListSorts as readonly string[]).includes(value);
}

const dateSchemas = {
  desde: caseListFiltersSchema.shape.desde,
  hasta: caseListFiltersSchema.shape.hasta,
};

function dateError(field: 'desde' | 'hasta', text: string): DateFieldError | undefined {
  if (text === '') {
    return undefined;
  }
  return dateSchemas[field].safeParse(text).success ? undefined : 'invalid';
}

/** Reads the list's state from the URL; unknown or malformed values fall back to the defaults. */
export function parseCaseListSearch(params: URLSearchParams): CaseListSearch {
  const desde = params.get(caseSearchKeys.desde) ?? '';
  const hasta = params.get(caseSearchKeys.hasta) ?? '';
  const dateErrors: CaseListSearch['dateErrors'] = {};
  const desdeError = dateError('desde', desde);
  const hastaError = dateError('hasta', hasta);
  if (desdeError) {
    dateErrors.desde = desdeError;
  }
  if (hastaError) {
    dateErrors.hasta = hastaError;
  } else if (!desdeError && desde !== '' && hasta !== '' && hasta < desde) {
    dateErrors.hasta = 'beforeStart';
  }
  const size = positiveInt(params.get(caseSearchKeys.size));
  const sort = params.get(caseSearchKeys.sort);
  const validSort = isSort(sort);
  const order = params.get(caseSearchKeys.order);
  return {
    idestadodenuncia: positiveInt(params.get(caseSearchKeys.estado)),
    idtipodenuncia: positiveInt(params.get(caseSearchKeys.tipo)),
    desde,
    hasta,
    vencidas: params.get(caseSearchKeys.vencidas) === '1',
    pendientes: params.get(caseSearchKeys.pendientes) === '1',
    supresion: params.get(caseSearchKeys.supresion) === '1',
    texto: (params.get(caseSearchKeys.texto) ?? '').slice(0, caseSearchMaxLength),
    page: (positiveInt(params.get(caseSearchKeys.page)) ?? 1) - 1,
    pageSize: isPageSize(size) ? size : casePageSizes[0],
    sort: validSort ? sort : defaultCaseSort.sort,
    order: validSort ? (order === 'desc' ? 'desc' : 'asc') : defaultCaseSort.order,
    dateErrors,
  };
}

/** Whether the URL's dates can be sent (no field error). */
export function canQueryCases(search: CaseListSearch): boolean {
  return search.dateErrors.desde === undefined && search.dateErrors.hasta === undefined;
}

/** Whether any filter narrows the list (for the empty-state wording). */
export function hasCaseFilters(search: CaseListSearch): boolean {
  return (
    search.idestadodenuncia !== undefined ||
    search.idtipodenuncia !== undefined ||
    search.desde !== '' ||
    search.hasta !== '' ||
    search.vencidas ||
    search.pendientes ||
    search.supresion ||
    search.texto.trim() !== ''
  );
}

/** The `filtros` of the request: only the filters that are set. */
export function toCaseListFilters(search: CaseListSearch): CaseListFilters {
  const filtros: CaseListFilters = {};
  if (search.idestadodenuncia !== undefined) {
    filtros.idestadodenuncia = search.idestadodenuncia;
  }
  if (search.idtipodenuncia !== undefined) {
    filtros.idtipodenuncia = search.idtipodenuncia;
  }
  if (search.desde !== '') {
    filtros.desde = search.desde;
  }
  if (search.hasta !== '') {
    filtros.hasta = search.hasta;
  }
  if (search.vencidas) {
    filtros.vencidas = true;
  }
  if (search.pendientes) {
    filtros.pendientes = true;
  }
  if (search.supresion) {
    filtros.aviso_supresion = true;
  }
  const texto = search.texto.trim();
  if (texto !== '') {
    filtros.texto = texto;
  }
  return filtros;
}

/** The body of `den_denuncias/GetList` for the page the URL names. */
export function toCaseListRequest(search: CaseListSearch): CaseListRequestInput {
  return {
    start: search.page * search.pageSize,
    length: search.pageSize,
    sort: search.sort,
    order: search.order,
    gettotal: true,
    filtros: toCaseListFilters(search),
  };
}

/** What a control changes in the URL; `undefined`, '' and false remove the parameter. */
export type CaseSearchPatch = Partial<{
  idestadodenuncia: number | undefined;
  idtipodenuncia: number | undefined;
  desde: string;
  hasta: string;
  vencidas: boolean;
  pendientes: boolean;
  supresion: boolean;
  texto: string;
  page: number;
  pageSize: number;
  sort: CaseListSort | undefined;
  order: 'asc' | 'desc' | undefined;
}>;

function put(params: URLSearchParams, key: string, value: string | number | boolean | undefined): void {
  if (value === undefined || value === '' || value === false) {
    params.delete(key);
  } else {
    params.set(key, value === true ? '1' : String(value));
  }
}

const filterPatchKeys = [
  'idestadodenuncia',
  'idtipodenuncia',
  'desde',
  'hasta',
  'vencidas',
  'pendientes',
  'supresion',
  'texto',
] as const;

/**
 * The URL after a change. Changing a filter, the page size or the order goes back to the first
 * page; other parameters of the URL (e.g. `layout`) are kept.
 */
export function applyCaseSearchPatch(current: URLSearchParams, patch: CaseSearchPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  const keyOf: Record<Exclude<keyof CaseSearchPatch, 'page'>, string> = {
    idestadodenuncia: caseSearchKeys.estado,
    idtipodenuncia: caseSearchKeys.tipo,
    desde: caseSearchKeys.desde,
    hasta: caseSearchKeys.hasta,
    vencidas: caseSearchKeys.vencidas,
    pendientes: caseSearchKeys.pendientes,
    supresion: caseSearchKeys.supresion,
    texto: caseSearchKeys.texto,
    pageSize: caseSearchKeys.size,
    sort: caseSearchKeys.sort,
    order: caseSearchKeys.order,
  };
  const entries = Object.entries(patch) as Array<[keyof CaseSearchPatch, CaseSearchPatch[keyof CaseSearchPatch]]>;
  for (const [name, value] of entries) {
    if (name !== 'page') {
      put(next, keyOf[name], value);
    }
  }
  const resetsPage =
    filterPatchKeys.some((key) => key in patch) || 'pageSize' in patch || 'sort' in patch || 'order' in patch;
  if (resetsPage && !('page' in patch)) {
    next.delete(caseSearchKeys.page);
  }
  if ('page' in patch) {
    // Stored from 1; the first page needs no parameter.
    const page = patch.page ?? 0;
    put(next, caseSearchKeys.page, page > 0 ? page + 1 : undefined);
  }
  return next;
}

/** The URL with every filter removed (paging size and order kept). */
export function clearCaseFilters(current: URLSearchParams): URLSearchParams {
  return applyCaseSearchPatch(current, {
    idestadodenuncia: undefined,
    idtipodenuncia: undefined,
    desde: '',
    hasta: '',
    vencidas: false,
    pendientes: false,
    supresion: false,
    texto: '',
  });
}

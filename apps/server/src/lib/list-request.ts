import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import { limits } from '@atalaya/contract/limits';
import { AppError, messages } from './errors.ts';

type FilterKind = 'integer' | 'text';

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path, message }] });
}

/**
 * The equality filters of a list request, restricted to `allowed` (names case-insensitive);
 * an unknown column or a value of the wrong type answers 400, like the generic resources.
 */
export function filtersOf<K extends string>(
  request: Pick<ListRequest, 'columns'>,
  allowed: Readonly<Record<K, FilterKind>>,
): Partial<Record<K, string | number>> {
  const kinds = new Map<string, FilterKind>(Object.entries<FilterKind>(allowed));
  const found: Partial<Record<string, string | number>> = {};
  request.columns.forEach((filter, index) => {
    const column = filter.name.toLowerCase();
    const kind = kinds.get(column);
    if (kind === undefined) {
      throw invalid(
        `body.columns.${index}.name`,
        `Columna de filtro no admitida. Admitidas: ${[...kinds.keys()].join(', ')}`,
      );
    }
    const value = filter.data;
    const ok = kind === 'integer' ? typeof value === 'number' && Number.isInteger(value) : typeof value === 'string';
    if (!ok || value === null || typeof value === 'boolean') {
      throw invalid(
        `body.columns.${index}.data`,
        `El filtro ${column} debe ser ${kind === 'integer' ? 'un número entero' : 'un texto'}`,
      );
    }
    found[column] = value;
  });
  return found;
}

/** The sort column (whitelisted, case-insensitive) and direction; the default when none is asked. */
export function sortOf<S extends string>(
  request: ListRequest,
  allowed: readonly S[],
  fallback: { column: S; order: 'asc' | 'desc' },
): { column: S; order: 'asc' | 'desc' } {
  if (request.sort === undefined) {
    return fallback;
  }
  const wanted = request.sort.toLowerCase();
  const column = allowed.find((c) => c === wanted);
  if (column === undefined) {
    throw invalid('body.sort', `Columna de ordenación no admitida. Admitidas: ${allowed.join(', ')}`);
  }
  return { column, order: request.order };
}

/** Offset and limit: `length` -1 means all, capped at `limits.listMaxLength`. */
export function pageOf(request: ListRequest): { offset: number; limit: number; withTotal: boolean } {
  return {
    offset: request.start,
    limit: request.length === -1 ? limits.listMaxLength : Math.min(request.length, limits.listMaxLength),
    withTotal: request.gettotal,
  };
}

export const caseFilterRequired = 'Indique la comunicación con el filtro iddenuncia';

/** The `iddenuncia` filter a case-scoped list request must carry (400 without it). */
export function requiredCaseFilter(request: ListRequest): number {
  const { iddenuncia } = filtersOf(request, { iddenuncia: 'integer' });
  if (typeof iddenuncia !== 'number') {
    throw invalid('body.columns', caseFilterRequired);
  }
  return iddenuncia;
}

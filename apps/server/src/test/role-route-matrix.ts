import { adminEntries } from './role-route-matrix.admin.ts';
import { authEntries } from './role-route-matrix.auth.ts';
import { caseEntries } from './role-route-matrix.cases.ts';
import { callers, type Caller, type Cell, type Entry } from './role-route-matrix.cells.ts';
import { commonEntries } from './role-route-matrix.common.ts';
import { documentEntries } from './role-route-matrix.documents.ts';
import { galleryAndMailEntries } from './role-route-matrix.gallery-mail.ts';
import { reporterEntries } from './role-route-matrix.reporter.ts';

/*
 * The entries of the role × route matrix (src/role-route-matrix.test.ts, issue 15): for every
 * /api route, what each kind of caller must get, and what to send. The entries live by area in the
 * sibling role-route-matrix.<area>.ts files; the callers and rows of cells in role-route-matrix.cells.ts.
 */

export { callers, type Caller, type Cell, type Entry };

/** Every entry, in the order the areas list them. */
export const matrix: Record<string, Entry> = {
  ...authEntries,
  ...adminEntries,
  ...reporterEntries,
  ...caseEntries,
  ...commonEntries,
  ...documentEntries,
  ...galleryAndMailEntries,
};

/** Callers who may read case content where a route carries it. */
export const contentReaders: ReadonlySet<Caller> = new Set(['responsable', 'gestorAssigned', 'reporter']);

export function matches(cell: Cell, status: number): boolean {
  if (status >= 500 && status !== 501 && status !== 534) {
    return false;
  }
  switch (cell) {
    case 'ok':
      return status >= 200 && status < 300;
    case 'pass':
      return ![401, 403, 534].includes(status) && status !== 534;
    case '*':
      return true;
    default:
      return status === cell;
  }
}

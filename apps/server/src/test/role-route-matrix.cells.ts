import type { CaseAccessWorld } from './case-access-fixture.ts';

/*
 * The cells of the role × route matrix (src/role-route-matrix.test.ts, issue 15): the callers, the
 * rows of expected answers the entries share, and the helpers that build their URLs and payloads.
 */

export const callers = [
  'responsable',
  'gestorAssigned',
  'gestorOther',
  'gestorExcluded',
  'auditor',
  'deactivated',
  'foreign',
  'reporter',
  'public',
  'none',
] as const;
export type Caller = (typeof callers)[number];

/**
 * A cell: `ok` any 2xx; `pass` past the gates (not 401, 403 or 534) and not a server error (the
 * writes send input the route refuses, so the matrix changes nothing); `*` anything but a server
 * error (routes without a token); or the exact status.
 */
export type Cell = 'ok' | 'pass' | '*' | number;

/** Ten cells in the order of `callers`. */
export function row(spec: string): Record<Caller, Cell> {
  const cells = spec.trim().split(/\s+/);
  if (cells.length !== callers.length) {
    throw new Error(`a matrix row needs ${callers.length} cells: ${spec}`);
  }
  return Object.fromEntries(
    callers.map((caller, i) => {
      const cell = cells[i] ?? '*';
      return [caller, cell === 'ok' || cell === 'pass' || cell === '*' ? cell : Number(cell)];
    }),
  ) as Record<Caller, Cell>;
}

//                               resp  g.asg g.oth g.exc audit deact forgn repor publi none
export const open = row('        *     *     *     *     *     *     *     *     *     *  ');
export const everyone = row('    ok    ok    ok    ok    ok    534   ok    ok    ok    401');
export const everyonePass = row('pass  pass  pass  pass  pass  534   pass  pass  pass  401');
export const admins = row('      ok    ok    ok    ok    ok    534   ok    403   403   401');
export const adminsPass = row('  pass  pass  pass  pass  pass  534   pass  403   403   401');
export const responsable = row(' ok    403   403   403   403   534   ok    403   403   401');
export const responsablePass = row('pass 403  403   403   403   534   pass  403   403   401');
export const responsableCase = row('ok   403   403   403   403   534   404   403   403   401');
export const auditors = row('    pass  403   403   403   pass  534   pass  403   403   401');
export const caseContent = row(' ok    ok    404   404   403   534   404   403   403   401');
export const caseContentOfReporter = row('ok ok 404   404   403   534   404   ok    403   401');
export const caseContentPass = row('pass pass 404  404   403   534   404   403   403   401');
export const caseAudit = row('   ok    ok    404   404   ok    534   404   403   403   401');
export const handlers = row('    ok    ok    ok    ok    403   534   ok    403   403   401');
export const handlersAndReporter = row('ok ok  ok    ok    403   534   ok    ok    403   401');
export const handlersWrite = row('pass pass  pass  pass  403   534   pass  403   403   401');
export const handlersAndReporterWrite = row('pass pass pass pass 403 534  pass  pass  403   401');
export const anyHandlersWrite = row('pass pass pass pass 403   534   pass  pass  pass  401');
export const reporterOnly = row('403   403   403   403   403   534   403   ok    403   401');
export const reporterOnlyPass = row('403 403   403   403   403   534   403   pass  403   401');
export const filing = row('      403   403   403   403   403   534   403   403   pass  401');
/** Citizens only (issue 16 §3): none of these callers is a citizen (features/citizen-panel tests cover them). */
export const citizensOnly = row('403   403   403   403   403   534   403   403   403   401');

export type Entry = {
  expect: Record<Caller, Cell>;
  /** The URL to call (default: the route's own, which then has no parameters). */
  path?: (w: CaseAccessWorld) => string;
  payload?: (w: CaseAccessWorld) => unknown;
  /** The route carries case content to those who may read it (the Responsable, the assigned gestor, the reporter). */
  content?: boolean;
  /** Each caller gets a new token for it (the call ends its session). */
  fresh?: boolean;
};

export const big = 2147483647;
export function assignedId(w: CaseAccessWorld): number {
  return w.assigned.iddenuncia;
}
/** A list request filtered by the assigned case. */
export function caseFilter(w: CaseAccessWorld) {
  return { length: -1, gettotal: true, columns: [{ name: 'iddenuncia', data: assignedId(w) }] };
}
export function empty() {
  return {};
}

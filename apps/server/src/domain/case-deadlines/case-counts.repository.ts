import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CountKind } from './case-counts.rules.ts';

type Eb = ExpressionBuilder<Database, 'den_denuncias'>;

/*
 * The counting rules the case list and the Resumen share, on the complaints themselves and on
 * the summary rows kept on write (migrations 007 and 008): one definition of each condition.
 */

/** The columns of a complaint a case list row shows (also the Resumen's urgent cases): never sealed ones. */
export const caseSummaryColumns = [
  'den_denuncias.iddenuncia',
  'den_denuncias.guid',
  'den_denuncias.referencia',
  'den_denuncias.idtipodenuncia',
  'den_denuncias.idestadodenuncia',
  'den_denuncias.fec_alta',
  'den_denuncias.fec_acuse',
  'den_denuncias.fec_resolucion',
  'den_denuncias.anonima',
  'den_denuncias.prorroga_meses',
] as const;

/** A complaint's extension is `prorroga` months (0: none, stored as null). */
export function hasExtension(eb: Eb, prorroga: number): Expression<SqlBool> {
  return prorroga === 0
    ? eb('den_denuncias.prorroga_meses', 'is', null)
    : eb('den_denuncias.prorroga_meses', '=', prorroga);
}

/** Not resolved; the status id is a literal so the partial indexes' conditions are recognised (SQLite). */
export function unresolved(eb: Eb, resolvedStatusId: number): Expression<SqlBool> {
  return eb('den_denuncias.idestadodenuncia', '<>', sql.lit(resolvedStatusId));
}

/**
 * A counter's condition on the complaints themselves (its twin on the summary rows is
 * `summaryMatches`): not acknowledged, extended, or unresolved with the given extension.
 */
export function complaintMatches(eb: Eb, count: CountKind, resolvedStatusId: number): Expression<SqlBool> {
  switch (count.kind) {
    case 'sin_acuse':
      return eb('den_denuncias.fec_acuse', 'is', null);
    case 'prorrogadas':
      return eb('den_denuncias.prorroga_meses', 'is not', null);
    case 'abiertas':
      return eb.and([unresolved(eb, resolvedStatusId), hasExtension(eb, count.prorroga)]);
  }
}

/** A counter's condition on the summary rows (its twin on the complaints is `complaintMatches`). */
export function summaryMatches(count: CountKind, resolvedStatusId: number): RawBuilder<boolean> {
  switch (count.kind) {
    case 'sin_acuse':
      return sql<boolean>`acusada = 0`;
    case 'prorrogadas':
      return sql<boolean>`prorroga_meses <> 0`;
    case 'abiertas':
      return sql<boolean>`idestadodenuncia <> ${resolvedStatusId} and prorroga_meses = ${count.prorroga}`;
  }
}

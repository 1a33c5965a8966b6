/**
 * The Resumen's counts, kept by database triggers on every write to den_denuncias (migrations 007
 * and 008, docs/decisions/018 and 019): derived data, never edited by the application.
 */
export type CaseMonthSummaryTable = {
  idcliente: number;
  /** Filing month, YYYY-MM (UTC). */
  mes: string;
  idtipodenuncia: number;
  idestadodenuncia: number;
  /** The extension in months; 0 = none. */
  prorroga_meses: number;
  /** 1 when acknowledged. */
  acusada: number;
  total: number;
};

/** The Resumen's charts: complaints per filing month, type and status (migration 008). */
export type CaseGroupSummaryTable = {
  idcliente: number;
  mes: string;
  idtipodenuncia: number;
  idestadodenuncia: number;
  total: number;
};

/** The Resumen's deadline counters: per filing month, status, extension and acknowledgement. */
export type CaseDeadlineSummaryTable = {
  idcliente: number;
  mes: string;
  idestadodenuncia: number;
  prorroga_meses: number;
  acusada: number;
  total: number;
};

/**
 * How many complaints filed in `mes` took each number of whole days to be acknowledged or
 * resolved: `dias` is a JSON object {"days": complaints} (text on SQLite, json on PostgreSQL: kept as
 * text, so a JSON array built from the rows embeds it without converting it).
 */
export type CaseDaysHistogramTable = {
  idcliente: number;
  mes: string;
  medida: 'acuse' | 'resolucion';
  dias: string | Record<string, number>;
};

/** Tables of the Resumen's counts (issue 4); an interface so `Database` can extend it. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- extended by the Database interface
export interface SummaryTables {
  den_resumen_mes: CaseMonthSummaryTable;
  den_resumen_grupos: CaseGroupSummaryTable;
  den_resumen_plazos: CaseDeadlineSummaryTable;
  den_resumen_hist: CaseDaysHistogramTable;
}

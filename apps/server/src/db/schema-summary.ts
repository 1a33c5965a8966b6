/**
 * The Resumen's counts, kept by database triggers on every write to den_denuncias (migration 007,
 * docs/decisions/018): derived data, never edited by the application.
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

/** How many complaints filed in `mes` took `dias` whole days to be acknowledged or resolved. */
export type CaseDaysSummaryTable = {
  idcliente: number;
  mes: string;
  medida: 'acuse' | 'resolucion';
  dias: number;
  total: number;
};

/** Tables of the Resumen's counts (issue 4); an interface so `Database` can extend it. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- extended by the Database interface
export interface SummaryTables {
  den_resumen_mes: CaseMonthSummaryTable;
  den_resumen_dias: CaseDaysSummaryTable;
}

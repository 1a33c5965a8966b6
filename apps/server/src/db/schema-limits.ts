/** One fixed-window counter of a limit (migration 009). */
export type RateCounterTable = {
  /** `<limiter>:<HMAC of the key>` */
  clave: string;
  cuenta: number;
  /** End of the window, ms since the epoch (PostgreSQL bigint: read back as text). */
  fin_ventana: number | string;
};

export type LimitTables = {
  contadores_limite: RateCounterTable;
};

import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import { optionalI18nTextSchema, pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { deadlinesOf } from './deadlines.rules.ts';

/** A stored name in Spanish: I18nText JSON, or plain text from older rows; empty when missing. */
export function spanishName(json: string | null | undefined): string {
  return nameIn(json, 'es');
}

/**
 * A stored name in a language (else Spanish, else the first present): I18nText JSON, or plain
 * text from older rows, which reads the same in every language; empty when missing.
 */
export function nameIn(json: string | null | undefined, language: LanguageCode): string {
  if (json === null || json === undefined) {
    return '';
  }
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    // Names saved as plain text by older code read as their Spanish text.
    return json;
  }
  if (typeof stored === 'string') {
    return stored;
  }
  const parsed = optionalI18nTextSchema.safeParse(stored);
  return parsed.success ? pickText(parsed.data, language) : '';
}

/** The columns of a complaint a case list row shows. */
export type CaseSummaryRow = {
  iddenuncia: number;
  guid: string;
  referencia: string;
  idtipodenuncia: number;
  idestadodenuncia: number;
  fec_alta: string;
  fec_acuse: string | null;
  fec_resolucion: string | null;
  anonima: number;
  prorroga_meses: number | null;
};

/** A case list row (also the Resumen's pending cases): the complaint, its type and status names, its deadlines. */
export function caseSummaryOf(
  row: CaseSummaryRow,
  names: { tipo: string; estado: string },
  todayDay: string,
): CaseSummary {
  const { vence_acuse, vence_respuesta, dias_respuesta } = deadlinesOf(
    {
      fec_alta: row.fec_alta,
      resolved: row.idestadodenuncia === resolvedStatusId,
      fec_acuse: row.fec_acuse,
      prorroga_meses: row.prorroga_meses,
    },
    todayDay,
  );
  return {
    iddenuncia: row.iddenuncia,
    guid: row.guid,
    referencia: row.referencia,
    idtipodenuncia: row.idtipodenuncia,
    tipo: names.tipo,
    idestadodenuncia: row.idestadodenuncia,
    estado: names.estado,
    fec_alta: row.fec_alta,
    fec_acuse: row.fec_acuse,
    fec_resolucion: row.fec_resolucion,
    anonima: row.anonima === 1,
    vence_acuse,
    vence_respuesta,
    dias_respuesta,
  };
}

import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import {
  purgeWarningDays,
  type PurgeCause,
  type RetentionSettings,
} from '@atalaya/contract/complaints/case-retention.schemas';

/** What the retention rules read of a case (decision 050). */
export type RetentionFacts = {
  idestadodenuncia: number;
  fec_alta: string;
  fec_resolucion: string | null;
  /** The case's status is the tenant's initial one (it never moved on). */
  inicial: boolean;
  /** The case's status ends it without an investigation (inadmission, decision 063). */
  sin_investigacion: boolean;
  /** The case has at least one line in its libro-registro log (an action or measure). */
  con_actuaciones: boolean;
  fec_veraz_no_acreditada: string | null;
  fec_purga: string | null;
};

const dayMs = 24 * 60 * 60 * 1000;

/** `iso` plus whole calendar months in UTC; a day past the month's end is clamped (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString();
}

export function addDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * dayMs).toISOString();
}

/** Closed: in the resolved status with a closing date (the only final status, spec §4). */
export function isClosed(facts: Pick<RetentionFacts, 'idestadodenuncia' | 'fec_resolucion'>): boolean {
  return facts.idestadodenuncia === resolvedStatusId && facts.fec_resolucion !== null;
}

/**
 * No investigation started: not closed, and either still in the initial status with nothing in its
 * log, or in a status that ends a case without one (not admitted: decision 063), whatever its log
 * says (recording the inadmission is not investigating).
 */
export function noInvestigation(facts: RetentionFacts): boolean {
  if (isClosed(facts)) {
    return false;
  }
  return facts.sin_investigacion || (facts.inicial && !facts.con_actuaciones);
}

/** The purge that applies to a case now, with its due time; null when none does (open investigation, or purged). */
export function purgeDue(
  facts: RetentionFacts,
  settings: RetentionSettings,
): { causa: PurgeCause; fecha: string } | null {
  if (facts.fec_purga !== null) {
    return null;
  }
  if (facts.fec_veraz_no_acreditada !== null) {
    return { causa: 'veraz_no_acreditada', fecha: facts.fec_veraz_no_acreditada };
  }
  if (isClosed(facts) && facts.fec_resolucion !== null) {
    return { causa: 'cierre', fecha: addMonths(facts.fec_resolucion, settings.meses_tras_cierre) };
  }
  if (noInvestigation(facts)) {
    return { causa: 'sin_investigacion', fecha: addMonths(facts.fec_alta, settings.meses_sin_investigacion) };
  }
  return null;
}

/** When the register entry goes: the configured years after closing, or after receipt when never closed. */
export function registerRemovalAt(facts: Pick<RetentionFacts, 'fec_alta' | 'fec_resolucion'>, years: number): string {
  return addMonths(facts.fec_resolucion ?? facts.fec_alta, years * 12);
}

/** The warning goes out from 7 days before the purge; a warning older than that was for another due date. */
export function warningDue(due: string, warnedAt: string | null, now: string): boolean {
  const from = addDays(due, -purgeWarningDays);
  return now >= from && (warnedAt === null || warnedAt < from);
}

/** A purge happens once due and once its warning (for this due date) is at least 7 days old. */
export function purgeReady(due: string, warnedAt: string | null, now: string): boolean {
  return (
    now >= due &&
    warnedAt !== null &&
    warnedAt >= addDays(due, -purgeWarningDays) &&
    now >= addDays(warnedAt, purgeWarningDays)
  );
}

/**
 * The earliest `fec_alta` (or closing date) that can be due by `horizon`, four days early for the
 * month arithmetic: lets the repository read only candidates; the rules above decide.
 */
export function candidateCutoff(horizon: string, months: number): string {
  return addDays(addMonths(horizon, -months), 4);
}

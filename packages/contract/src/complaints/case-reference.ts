/**
 * A case's one human reference (issue 20 §4, docs/decisions/027): the year of filing in the
 * tenant's time zone and the case's sequence within that tenant and year, e.g. "2026-0001".
 * Unique per tenant; shown the same everywhere (Gestión, the case page, Resumen, the bell, mails,
 * Excel, PDFs). It says nothing about the reporter; the secret is the receipt, not this.
 */
export const caseReferencePattern = /^\d{4}-\d{4,}$/;

/** The reference of the `sequence`-th case of `year` (four digits at least: 2026-0001, 2026-12345). */
export function formatCaseReference(year: number, sequence: number): string {
  return `${String(year)}-${String(sequence).padStart(4, '0')}`;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 17 §6 (Ley 2/2023 art 32.3, 32.4, 26.2): retention and purge (decision 050).
 * `clientes` gets the tenant's retention settings with the law's defaults: months a case with no
 * investigation is kept after receipt (3), months a closed case's personal data are kept after
 * closing (3), and years the register keeps the anonymised entry (10, the law's maximum).
 * `den_denuncias` gets the case's retention state: a legal hold (its reason, sealed with the
 * tenant's key, and since when), when the Responsables were warned of the purge, when the case was
 * marked "información veraz no acreditada" (art 32.3) and when it was purged (the row is then the
 * anonymised stub). None of these is among the summary triggers' columns (migrations 007, 008).
 */
export function caseRetention() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const [column, value] of [
        ['retencion_meses_sin_investigacion', 3],
        ['retencion_meses_tras_cierre', 3],
        ['retencion_anios_registro', 10],
      ] as const) {
        await db.schema
          .alterTable('clientes')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(value))
          .execute();
      }
      for (const column of [
        'retencion_bloqueo_motivo',
        'fec_retencion_bloqueo',
        'fec_aviso_purga',
        'fec_veraz_no_acreditada',
        'fec_purga',
      ]) {
        await db.schema.alterTable('den_denuncias').addColumn(column, 'text').execute();
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const column of [
        'fec_purga',
        'fec_veraz_no_acreditada',
        'fec_aviso_purga',
        'fec_retencion_bloqueo',
        'retencion_bloqueo_motivo',
      ]) {
        await db.schema.alterTable('den_denuncias').dropColumn(column).execute();
      }
      for (const column of [
        'retencion_anios_registro',
        'retencion_meses_tras_cierre',
        'retencion_meses_sin_investigacion',
      ]) {
        await db.schema.alterTable('clientes').dropColumn(column).execute();
      }
    },
  };
}

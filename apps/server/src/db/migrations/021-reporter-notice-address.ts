/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 17 §4 (Ley 2/2023 art 9.2.e): the address a reporter may leave only to be told "there is
 * news on your communication" (decision 046). `den_denuncias.correo_avisos` holds it sealed with
 * the tenant's key, bound to the complaint (lib/sealed-columns.ts `noticeAddress`); never in
 * clear. Null means no notices (what a handler's "avisos por correo: sí/no" is derived from).
 * `fec_ultimo_aviso` is when the last notice was queued: at most one an hour per case.
 */
export function reporterNoticeAddress() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('den_denuncias').addColumn('correo_avisos', 'text').execute();
      await db.schema.alterTable('den_denuncias').addColumn('fec_ultimo_aviso', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('den_denuncias').dropColumn('fec_ultimo_aviso').execute();
      await db.schema.alterTable('den_denuncias').dropColumn('correo_avisos').execute();
    },
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import { sql, type Kysely } from 'kysely';

/**
 * Decision 073: a new complaint's handler alert is sent after the reporter's answer. The filing
 * marks the case `alerta_pendiente` in its own write; the alert clears the mark when it takes the
 * case, and a sweep alerts what a stopped process left marked. The partial index holds only the
 * few marked cases, so the sweep never reads the table.
 */
export function filingAlertPending() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('den_denuncias')
        .addColumn('alerta_pendiente', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('den_denuncias_alerta_pendiente')
        .on('den_denuncias')
        .column('fec_alta')
        .where(sql.ref('alerta_pendiente'), '=', 1)
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('den_denuncias_alerta_pendiente').execute();
      await db.schema.alterTable('den_denuncias').dropColumn('alerta_pendiente').execute();
    },
  };
}

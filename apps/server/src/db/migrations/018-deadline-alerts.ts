/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 17 §1 (Ley 2/2023 art 9.2.c, 9.2.d): the deadline alerts already raised, one row per case,
 * milestone and deadline day, so each alert goes out once — across restarts and across server
 * processes, since the row is written before the alert and the primary key refuses a second one.
 * The deadline day is part of the key: after an extension the new answer deadline has its own
 * milestones.
 */
export function deadlineAlerts() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('den_denuncia_avisos_plazo')
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddenuncia', 'integer', (c) =>
          c.notNull().references('den_denuncias.iddenuncia').onDelete('cascade'),
        )
        .addColumn('hito', 'text', (c) => c.notNull())
        .addColumn('vence', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('den_denuncia_avisos_plazo_pk', ['iddenuncia', 'hito', 'vence'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('den_denuncia_avisos_plazo').execute();
    },
  };
}

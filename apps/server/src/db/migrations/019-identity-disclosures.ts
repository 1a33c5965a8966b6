/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * Issue 17 §3 (Ley 2/2023 art 33.3): the disclosures of a reporter's identity to a judge, the
 * public prosecutor or a competent authority, recorded by the case's Responsable: to whom
 * (`destinatario`), the legal basis (`base_legal`), the day (`fecha`, YYYY-MM-DD), whether the
 * reporter was notified first (`aviso` 'enviado', with the notification's id) or not ('omitido',
 * with `motivo_omision`). The free-text columns are sealed with the tenant's key (decision 010,
 * lib/sealed-columns.ts), bound to the case.
 */
export function identityDisclosures(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('den_denuncia_revelaciones')
        .addColumn('idrevelacion', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddenuncia', 'integer', (c) =>
          c.notNull().references('den_denuncias.iddenuncia').onDelete('cascade'),
        )
        .addColumn('destinatario', 'text', (c) => c.notNull())
        .addColumn('base_legal', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('aviso', 'text', (c) => c.notNull())
        .addColumn('motivo_omision', 'text')
        .addColumn('idnotificacion', 'integer')
        .addColumn('idusuario', 'integer')
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('den_denuncia_revelaciones_caso')
        .on('den_denuncia_revelaciones')
        .columns(['idcliente', 'iddenuncia', 'idrevelacion'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('den_denuncia_revelaciones').execute();
    },
  };
}

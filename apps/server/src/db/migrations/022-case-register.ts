/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * Issue 17 §5 (Ley 2/2023 art 26, fields of art 17.3): the libro-registro's own facts.
 * `den_denuncia_actuaciones` is the case's short structured log of the actions taken
 * (`clase` 'actuacion') and measures adopted ('medida'), entered by its handlers, separate from
 * the internal notes; `descripcion` is sealed with the tenant's key, bound to the case
 * (lib/sealed-columns.ts `caseAction`). `den_denuncias.canal` says how the communication came in:
 * 'web' (every filing so far) or 'verbal' (a handler registering a call or meeting, art 7.2).
 */
export function caseRegister(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('den_denuncias')
        .addColumn('canal', 'text', (c) => c.notNull().defaultTo('web'))
        .execute();
      await db.schema
        .createTable('den_denuncia_actuaciones')
        .addColumn('idactuacion', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddenuncia', 'integer', (c) =>
          c.notNull().references('den_denuncias.iddenuncia').onDelete('cascade'),
        )
        .addColumn('clase', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('idusuario', 'integer')
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('den_denuncia_actuaciones_caso')
        .on('den_denuncia_actuaciones')
        .columns(['idcliente', 'iddenuncia', 'idactuacion'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('den_denuncia_actuaciones').execute();
      await db.schema.alterTable('den_denuncias').dropColumn('canal').execute();
    },
  };
}

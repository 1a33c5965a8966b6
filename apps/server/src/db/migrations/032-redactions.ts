/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * Issue 17 §7 (art 32.2, 31 Ley 2/2023; art 9 GDPR): redactions of text. Each row is one passage a
 * handler struck out of a text answer (`origen` 'respuesta', the form field in `campo`), of a
 * verbal communication's transcript ('transcripcion') or of a chat message ('mensaje', `idmensaje`):
 * where it began in the text as it was (`inicio`, UTF-16 offset), how long it was (`longitud`),
 * why (`motivo`), who and when. `antes` (the whole text before this redaction) and `pasaje` (the
 * passage struck) are sealed with the tenant's key, bound to the case's guid and the row's random
 * `uid` (lib/sealed-columns.ts `redaction`): only the Responsable reads them; the purge deletes
 * the rows. No foreign key on `idmensaje`: the purge deletes the chat before these rows.
 */
export function redactions(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('den_tachados')
        .addColumn('idtachado', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddenuncia', 'integer', (c) =>
          c.notNull().references('den_denuncias.iddenuncia').onDelete('cascade'),
        )
        .addColumn('uid', 'text', (c) => c.notNull())
        .addColumn('origen', 'text', (c) => c.notNull())
        .addColumn('campo', 'text')
        .addColumn('idmensaje', 'integer')
        .addColumn('motivo', 'text', (c) => c.notNull())
        .addColumn('inicio', 'integer', (c) => c.notNull())
        .addColumn('longitud', 'integer', (c) => c.notNull())
        .addColumn('antes', 'text', (c) => c.notNull())
        .addColumn('pasaje', 'text', (c) => c.notNull())
        .addColumn('idusuario', 'integer')
        .addColumn('usuario', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('den_tachados_caso')
        .on('den_tachados')
        .columns(['idcliente', 'iddenuncia'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('den_tachados').execute();
    },
  };
}

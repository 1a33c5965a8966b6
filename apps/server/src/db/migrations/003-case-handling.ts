/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/** Refuses UPDATE and DELETE on den_auditoria at the database itself (append-only). */
async function appendOnlyAudit(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create function auditoria_append_only() returns trigger language plpgsql as $$
      begin raise exception 'den_auditoria es de solo inserción'; end $$`.execute(db);
    await sql`create trigger auditoria_no_update before update or delete on den_auditoria
      for each row execute function auditoria_append_only()`.execute(db);
    return;
  }
  await sql`create trigger auditoria_no_update before update on den_auditoria
    begin select raise(abort, 'den_auditoria es de solo inserción'); end`.execute(db);
  await sql`create trigger auditoria_no_delete before delete on den_auditoria
    begin select raise(abort, 'den_auditoria es de solo inserción'); end`.execute(db);
}

/**
 * Case handling: the one extension of the answer deadline, internal notes (enc), the append-only
 * audit trail (hash-chained per tenant) and the verification codes of stamped/certified copies.
 */
export function caseHandling(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('den_denuncias').addColumn('prorroga_meses', 'integer').execute();
      await db.schema.alterTable('den_denuncias').addColumn('prorroga_motivo', 'text').execute(); // (enc)
      await db.schema.alterTable('den_denuncias').addColumn('fec_prorroga', 'text').execute();
      await db.schema.alterTable('den_denuncias').addColumn('idusuario_prorroga', 'integer').execute();

      await db.schema
        .createTable('den_notas_internas')
        .addColumn('idnota', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddenuncia', 'integer', (c) =>
          c.notNull().references('den_denuncias.iddenuncia').onDelete('cascade'),
        )
        .addColumn('nota', 'text', (c) => c.notNull()) // (enc)
        .addColumn('idusuario', 'integer', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notas_cliente_denuncia')
        .on('den_notas_internas')
        .columns(['idcliente', 'iddenuncia'])
        .execute();

      // No foreign keys: the trail must outlive what it describes and never be cascaded away.
      await db.schema
        .createTable('den_auditoria')
        .addColumn('idauditoria', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull())
        .addColumn('iddenuncia', 'integer')
        .addColumn('idusuario', 'integer')
        .addColumn('usuario', 'text', (c) => c.notNull())
        .addColumn('accion', 'text', (c) => c.notNull())
        .addColumn('resultado', 'text', (c) => c.notNull())
        .addColumn('detalle', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('fec_evento', 'text', (c) => c.notNull())
        .addColumn('hash_anterior', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('auditoria_cliente_denuncia')
        .on('den_auditoria')
        .columns(['idcliente', 'iddenuncia', 'idauditoria'])
        .execute();
      await db.schema
        .createIndex('auditoria_cliente_id')
        .on('den_auditoria')
        .columns(['idcliente', 'idauditoria'])
        .execute();
      await appendOnlyAudit(db, dialect);

      await db.schema
        .createTable('gdoc_verificaciones')
        .addColumn('codigo', 'text', (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddocumento', 'integer', (c) =>
          c.notNull().references('gdoc_documentos.iddocumento').onDelete('cascade'),
        )
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('sha256_original', 'text', (c) => c.notNull())
        .addColumn('sha256_copia', 'text', (c) => c.notNull())
        .addColumn('idusuario', 'integer')
        .addColumn('fec_emision', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('verificaciones_documento')
        .on('gdoc_verificaciones')
        .columns(['idcliente', 'iddocumento'])
        .execute();
    },
  };
}

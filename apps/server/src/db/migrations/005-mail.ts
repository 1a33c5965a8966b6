/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * Mail templates per tenant, event and language, and the outbox every mail goes through (sent by
 * the dispatcher with retries; kept for the administrator when no SMTP server is configured).
 * `destinatario` is (enc): the reporter's address is personal data.
 */
export function mail(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('mail_plantillas')
        .addColumn('idplantilla', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('evento', 'text', (c) => c.notNull())
        .addColumn('ididioma', 'integer', (c) => c.notNull())
        .addColumn('asunto', 'text', (c) => c.notNull())
        .addColumn('cuerpo', 'text', (c) => c.notNull())
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('fec_modificacion', 'text', (c) => c.notNull())
        .addUniqueConstraint('plantillas_evento_idioma', ['idcliente', 'evento', 'ididioma'])
        .execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('idcorreo', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('evento', 'text', (c) => c.notNull())
        .addColumn('destinatario', 'text', (c) => c.notNull()) // (enc)
        .addColumn('asunto', 'text', (c) => c.notNull())
        .addColumn('cuerpo', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('proximo_intento', 'text')
        .addColumn('ultimo_error', 'text')
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_envio', 'text')
        .execute();
      await db.schema
        .createIndex('outbox_pendientes')
        .on('mail_outbox')
        .columns(['estado', 'proximo_intento'])
        .execute();
      await db.schema.createIndex('outbox_cliente').on('mail_outbox').columns(['idcliente', 'idcorreo']).execute();
    },
  };
}

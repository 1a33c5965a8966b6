/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * The image gallery (spec §3 trans_imagenes): public images of a tenant, served from
 * `/denuncias/recursos/{imagen}`. Not encrypted (public content), but always scoped by tenant.
 * `imagen` is the random stored name (`<32 hex>.<ext>`, never the uploaded name); the bytes, with
 * their metadata stripped, live in the blob store under `blob_key` (same tenant).
 */
export function gallery(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('trans_imagenes')
        .addColumn('idimagen', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('imagen', 'text', (c) => c.notNull().unique())
        .addColumn('ididioma', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('tipo_mime', 'text', (c) => c.notNull())
        .addColumn('tamano', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('blob_key', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('imagenes_cliente_idioma')
        .on('trans_imagenes')
        .columns(['idcliente', 'ididioma', 'idimagen'])
        .execute();
    },
  };
}

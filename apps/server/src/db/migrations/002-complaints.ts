/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * The reporter's journey: tenant data keys, forms (versioned), complaint types and statuses,
 * complaints, documents and their blobs, chat messages and notifications.
 * Columns marked (enc) hold AES-256-GCM ciphertext (lib/crypto.ts), never plaintext.
 */
export function complaints(dialect: DialectName) {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('claves_cliente')
        .addColumn('idcliente', 'integer', (c) => c.primaryKey().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('clave_envuelta', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('den_formularios')
        .addColumn('idformulario', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('campos', 'text', (c) => c.notNull())
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_modificacion', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('formularios_cliente').on('den_formularios').column('idcliente').execute();
      await db.schema
        .createTable('den_formularios_versiones')
        .addColumn('idformulario', 'integer', (c) =>
          c.notNull().references('den_formularios.idformulario').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('campos', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('formularios_versiones_pk', ['idformulario', 'version'])
        .execute();

      await db.schema
        .createTable('den_tipos_denuncia')
        .addColumn('idtipodenuncia', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('idformulario', 'integer', (c) => c.notNull().references('den_formularios.idformulario'))
        .execute();
      await db.schema
        .createIndex('tipos_cliente_orden')
        .on('den_tipos_denuncia')
        .columns(['idcliente', 'orden'])
        .execute();

      await db.schema
        .createTable('den_estados_denuncia')
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('idestadodenuncia', 'integer', (c) => c.notNull())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull().defaultTo('#607d8b'))
        .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('inicial', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('estados_pk', ['idcliente', 'idestadodenuncia'])
        .execute();

      await db.schema
        .createTable('den_denuncias')
        .addColumn('iddenuncia', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('guid', 'text', (c) => c.notNull().unique())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('idtipodenuncia', 'integer', (c) => c.notNull().references('den_tipos_denuncia.idtipodenuncia'))
        .addColumn('idformulario', 'integer', (c) => c.notNull())
        .addColumn('version_formulario', 'integer', (c) => c.notNull())
        .addColumn('idestadodenuncia', 'integer', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_acuse', 'text')
        .addColumn('fec_resolucion', 'text')
        .addColumn('resolucion', 'text') // (enc)
        .addColumn('anonima', 'integer', (c) => c.notNull())
        .addColumn('respuestas', 'text', (c) => c.notNull()) // (enc) JSON answers
        .addColumn('contacto', 'text') // (enc) JSON contact, null when anonymous
        .addColumn('ididioma', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('receipt_hash', 'text', (c) => c.notNull().unique())
        .addColumn('idtercero', 'integer')
        .execute();
      await db.schema
        .createIndex('denuncias_cliente_alta')
        .on('den_denuncias')
        .columns(['idcliente', 'fec_alta'])
        .execute();
      await db.schema
        .createIndex('denuncias_cliente_estado')
        .on('den_denuncias')
        .columns(['idcliente', 'idestadodenuncia', 'fec_alta'])
        .execute();

      await db.schema
        .createTable('blobs')
        .addColumn('blob_key', 'text', (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('datos', blob, (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('gdoc_documentos')
        .addColumn('iddocumento', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('nombre', 'text', (c) => c.notNull()) // (enc) original file name
        .addColumn('tipo_mime', 'text', (c) => c.notNull())
        .addColumn('tamano', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('blob_key', 'text', (c) => c.notNull())
        .addColumn('sid_subida', 'text')
        .addColumn('origen', 'text', (c) => c.notNull())
        .addColumn('iddenuncia', 'integer', (c) => c.references('den_denuncias.iddenuncia').onDelete('cascade'))
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('documentos_cliente_denuncia')
        .on('gdoc_documentos')
        .columns(['idcliente', 'iddenuncia'])
        .execute();

      await db.schema
        .createTable('den_denuncia_docs')
        .addColumn('iddenunciadoc', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddenuncia', 'integer', (c) =>
          c.notNull().references('den_denuncias.iddenuncia').onDelete('cascade'),
        )
        .addColumn('iddocumento', 'integer', (c) =>
          c.notNull().unique().references('gdoc_documentos.iddocumento').onDelete('cascade'),
        )
        .addColumn('origen', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('denuncia_docs_denuncia')
        .on('den_denuncia_docs')
        .columns(['idcliente', 'iddenuncia'])
        .execute();

      await db.schema
        .createTable('den_chat_mensajes')
        .addColumn('idmensaje', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('guid', 'text', (c) => c.notNull().references('den_denuncias.guid').onDelete('cascade'))
        .addColumn('mensaje', 'text', (c) => c.notNull()) // (enc)
        .addColumn('idusuario', 'integer', (c) => c.notNull())
        .addColumn('idautor', 'integer')
        .addColumn('fec_mensaje', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_cliente_guid_fecha')
        .on('den_chat_mensajes')
        .columns(['idcliente', 'guid', 'fec_mensaje'])
        .execute();

      await db.schema
        .createTable('den_denuncia_notificaciones')
        .addColumn('idnotificacion', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddenuncia', 'integer', (c) =>
          c.notNull().references('den_denuncias.iddenuncia').onDelete('cascade'),
        )
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('contenido', 'text', (c) => c.notNull()) // (enc) HTML
        .addColumn('ididioma', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('iddocumento', 'integer', (c) => c.references('gdoc_documentos.iddocumento').onDelete('set null'))
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notificaciones_cliente_denuncia')
        .on('den_denuncia_notificaciones')
        .columns(['idcliente', 'iddenuncia'])
        .execute();
    },
  };
}

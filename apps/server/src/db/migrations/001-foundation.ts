/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/** Tenants, languages, holidays, administrators, sessions, content blocks, menus and user feeds. */
export function foundation(dialect: DialectName) {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('clientes')
        .addColumn('idcliente', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('codigo', 'text', (c) => c.notNull().unique())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('logo_tipo', 'text')
        .addColumn('logo_datos', blob)
        .addColumn('parametros_cliente', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('clientes_hosts')
        .addColumn('hostname', 'text', (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .execute();
      await db.schema
        .createTable('idiomas')
        .addColumn('ididioma', 'integer', (c) => c.primaryKey())
        .addColumn('codigo', 'text', (c) => c.notNull().unique())
        .addColumn('translate', 'text', (c) => c.notNull())
        .addColumn('flag', 'text', (c) => c.notNull())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('clientes_idiomas')
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('ididioma', 'integer', (c) => c.notNull().references('idiomas.ididioma'))
        .addPrimaryKeyConstraint('clientes_idiomas_pk', ['idcliente', 'ididioma'])
        .execute();
      await db.schema
        .createTable('festivos')
        .addColumn('idfestivo', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('festivos_cliente_fecha').on('festivos').columns(['idcliente', 'fecha']).execute();
      await db.schema
        .createTable('usuarios')
        .addColumn('idusuario', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('rol', 'text', (c) => c.notNull())
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('avatar', 'text')
        .addColumn('estado', 'text', (c) => c.notNull().defaultTo('online'))
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addUniqueConstraint('usuarios_cliente_email', ['idcliente', 'email'])
        .execute();
      await db.schema
        .createTable('sesiones')
        .addColumn('sid', 'text', (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('idusuario', 'integer', (c) => c.references('usuarios.idusuario').onDelete('cascade'))
        .addColumn('tipoacceso', 'text', (c) => c.notNull())
        .addColumn('claims', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_expira', 'text', (c) => c.notNull())
        .addColumn('revocada', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('sesiones_expira').on('sesiones').column('fec_expira').execute();
      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('sid', 'text', (c) => c.notNull().references('sesiones.sid').onDelete('cascade'))
        .addColumn('fec_expira', 'text', (c) => c.notNull())
        .addColumn('usado', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('refresh_tokens_sid').on('refresh_tokens').column('sid').execute();
      await db.schema
        .createTable('den_denuncia_content')
        .addColumn('idcontent', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('codigo', 'text', (c) => c.notNull())
        .addColumn('ididioma', 'integer', (c) => c.notNull().references('idiomas.ididioma'))
        .addColumn('titulo', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('contenido', 'text', (c) => c.notNull())
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_modificacion', 'text', (c) => c.notNull())
        .addUniqueConstraint('content_cliente_codigo_idioma', ['idcliente', 'codigo', 'ididioma'])
        .execute();
      await db.schema
        .createTable('trans_menu')
        .addColumn('idmenu', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('codigo', 'text', (c) => c.notNull())
        .addColumn('ididioma', 'integer', (c) => c.notNull().references('idiomas.ididioma'))
        .addUniqueConstraint('menu_cliente_codigo_idioma', ['idcliente', 'codigo', 'ididioma'])
        .execute();
      await db.schema
        .createTable('trans_menu_opcion')
        .addColumn('idopcion', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idmenu', 'integer', (c) => c.notNull().references('trans_menu.idmenu').onDelete('cascade'))
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('menu_opcion_menu_orden')
        .on('trans_menu_opcion')
        .columns(['idmenu', 'orden'])
        .execute();
      await db.schema
        .createTable('user_feed')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('description', 'text')
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('icon', 'text')
        .addColumn('image', 'text')
        .addColumn('link', 'text')
        .addColumn('use_router', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('user_feed_owner')
        .on('user_feed')
        .columns(['idcliente', 'owner', 'kind', 'time'])
        .execute();
    },
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * Issue 16 (decision 045): citizens sign in with Cl@ve or their organisation's SAML IdP.
 * - `proveedores_identidad`: a tenant's one identity provider (profile `clave` or `saml`), the
 *   IdP's entity id, SSO URL and pinned signing certificates (JSON array of base64 DER), the LoA
 *   asked of Cl@ve, the SP's entity id and ACS URL (fixed when configured, so no Host header
 *   decides them) and the tenant's SP key pair: the private key sealed with the tenant's key.
 * - `saml_peticiones`: every AuthnRequest sent (its ID is the primary key), the return URLs, when
 *   its answer was used (single use, 5 minutes), and the one-time code the ACS hands to the web
 *   app (only its SHA-256), with the citizen it names.
 * - `terceros`: the citizens of a tenant; the identifier only as a keyed HMAC (look-up), the name
 *   sealed with the tenant's key.
 */
export function identityProviders(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('proveedores_identidad')
        .addColumn('idcliente', 'integer', (c) => c.primaryKey().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('perfil', 'text', (c) => c.notNull())
        .addColumn('idp_entity_id', 'text', (c) => c.notNull())
        .addColumn('idp_sso_url', 'text', (c) => c.notNull())
        .addColumn('idp_certificados', 'text', (c) => c.notNull())
        .addColumn('nivel_loa', 'text')
        .addColumn('sp_entity_id', 'text', (c) => c.notNull())
        .addColumn('sp_acs_url', 'text', (c) => c.notNull())
        .addColumn('sp_clave_privada', 'text', (c) => c.notNull())
        .addColumn('sp_certificado', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_modificacion', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('saml_peticiones')
        .addColumn('idpeticion', 'text', (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('urlsuccess', 'text', (c) => c.notNull())
        .addColumn('urlerror', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_usado', 'text')
        .addColumn('codigo_hash', 'text')
        .addColumn('idtercero', 'integer')
        .addColumn('fec_codigo_expira', 'text')
        .addColumn('fec_codigo_usado', 'text')
        .execute();
      await db.schema.createIndex('saml_peticiones_codigo').on('saml_peticiones').column('codigo_hash').execute();
      await db.schema
        .createIndex('saml_peticiones_cliente_alta')
        .on('saml_peticiones')
        .columns(['idcliente', 'fec_alta'])
        .execute();
      await db.schema
        .createTable('terceros')
        .addColumn('idtercero', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('identificador_hash', 'text', (c) => c.notNull())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_ultimo_acceso', 'text', (c) => c.notNull())
        .addUniqueConstraint('terceros_identificador', ['idcliente', 'identificador_hash'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('terceros').execute();
      await db.schema.dropTable('saml_peticiones').execute();
      await db.schema.dropTable('proveedores_identidad').execute();
    },
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 16 §1, a company IdP (decision 056): `proveedores_identidad.idp_metadata_url`, where its
 * metadata was read from (null when pasted), and `atributos`, JSON naming the SAML attributes
 * that carry the identifier and the names when they are not the eIDAS ones (null: the defaults).
 */
export function idpMetadataUrl() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('proveedores_identidad').addColumn('idp_metadata_url', 'text').execute();
      await db.schema.alterTable('proveedores_identidad').addColumn('atributos', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('proveedores_identidad').dropColumn('atributos').execute();
      await db.schema.alterTable('proveedores_identidad').dropColumn('idp_metadata_url').execute();
    },
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 16 §1, a company IdP's metadata read from its address (decision 056):
 * `proveedores_identidad.idp_metadata_url`, null when the metadata was pasted.
 */
export function idpMetadataUrl() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('proveedores_identidad').addColumn('idp_metadata_url', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('proveedores_identidad').dropColumn('idp_metadata_url').execute();
    },
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 16 §3, the citizen's panel (decision 052). `terceros` gets the profile of the identity
 * provider that verified the citizen (`clave` or `saml`, written at each sign-in; null for rows
 * made before it), and the contact data the citizen completes in "Mis datos" (`POST
 * /api/auth/register`): one JSON `{email, telefono}` sealed with the tenant's key, bound to the
 * citizen's identifier hash (lib/sealed-columns.ts `citizenContact`), never in clear; null: none.
 */
export function citizenPanel() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('terceros').addColumn('proveedor', 'text').execute();
      await db.schema.alterTable('terceros').addColumn('contacto', 'text').execute();
      await db.schema.alterTable('terceros').addColumn('fec_contacto', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('terceros').dropColumn('fec_contacto').execute();
      await db.schema.alterTable('terceros').dropColumn('contacto').execute();
      await db.schema.alterTable('terceros').dropColumn('proveedor').execute();
    },
  };
}

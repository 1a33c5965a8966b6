/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Decision 057: the cross-tenant hash of a citizen (`terceros.identificador_global`) now includes
 * who vouched for the identifier. Hashes written before did not and are dropped; each row gets its
 * new one at the person's next sign-in (until then `changeCliente` answers 403, as for a stranger).
 * `sesiones.vinculo`: the hash a citizen's session was opened with, which `changeCliente` follows;
 * `saml_peticiones.vinculo`: the hash an IdP answer vouched for, until its code is exchanged.
 */
export function citizenLinkVerifier() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.updateTable('terceros').set({ identificador_global: null }).execute();
      await db.schema.alterTable('sesiones').addColumn('vinculo', 'text').execute();
      await db.schema.alterTable('saml_peticiones').addColumn('vinculo', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      // The old hashes are not restored: they are not worth keeping.
      await db.schema.alterTable('saml_peticiones').dropColumn('vinculo').execute();
      await db.schema.alterTable('sesiones').dropColumn('vinculo').execute();
    },
  };
}

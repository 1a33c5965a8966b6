/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Decision 057: the cross-tenant hash of a citizen (`terceros.identificador_global`) now includes
 * who vouched for the identifier. Hashes written before did not and are dropped; each row gets its
 * new one at the person's next sign-in (until then `changeCliente` answers 403, as for a stranger).
 */
export function citizenLinkVerifier() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.updateTable('terceros').set({ identificador_global: null }).execute();
    },
    async down(): Promise<void> {
      // Nothing to restore: the old hashes are not worth keeping.
    },
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * `usuarios.ididioma`: the language an administrator chose (`PUT /api/common/idioma`), in which the
 * channel's mails to them are written. Existing administrators get 1 (Spanish), the language every
 * handler mail was sent in before.
 */
export function userLanguage() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('usuarios')
        .addColumn('ididioma', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  };
}

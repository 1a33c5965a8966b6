/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 17 §2 (art 7.2 Ley 2/2023): a communication a handler registers from a phone call, a
 * meeting or a video call (`canal` verbal, migration 022). `verbal_medio` and `verbal_fecha` (the
 * day it was received), `transcripcion` sealed with the tenant's key like the answers, and
 * `fec_transcripcion_conforme`: when the reporter stated that they agree with it.
 */
export function verbalReports() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('den_denuncias').addColumn('verbal_medio', 'text').execute();
      await db.schema.alterTable('den_denuncias').addColumn('verbal_fecha', 'text').execute();
      await db.schema.alterTable('den_denuncias').addColumn('transcripcion', 'text').execute();
      await db.schema.alterTable('den_denuncias').addColumn('fec_transcripcion_conforme', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const column of ['fec_transcripcion_conforme', 'transcripcion', 'verbal_fecha', 'verbal_medio']) {
        await db.schema.alterTable('den_denuncias').dropColumn(column).execute();
      }
    },
  };
}

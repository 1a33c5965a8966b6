/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * `gdoc_documentos.conserva_metadatos` (0/1): the document was stored as sent, metadata included,
 * because the server cannot clean its type (legacy .doc/.xls, Ogg audio) and the uploader was a
 * handler or the tenant admits such files from reporters (docs/decisions/024). Existing rows are 0:
 * before this migration those types were stored unflagged, and nothing tells them apart now.
 */
export function documentsKeptMetadata(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('gdoc_documentos')
        .addColumn('conserva_metadatos', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

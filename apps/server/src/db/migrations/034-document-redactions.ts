/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 17 §7, part 2 (decision 065): redactions of documents. A `den_tachados` row of `origen`
 * 'documento' names the document (`iddocumento`) whose regions were blacked out and keeps the file
 * as it was before in the blob store, under `blob_original` (the document's blob key until then:
 * the bytes stay encrypted with the tenant's key, bound to that key, as every document's are); its
 * `longitud` is how many regions, `inicio` 0, and `antes`/`pasaje` are empty (there is no text).
 * No foreign key on `iddocumento`: the purge deletes the documents before these rows, and the
 * originals' blobs after its commit.
 */
export function documentRedactions() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('den_tachados').addColumn('iddocumento', 'integer').execute();
      await db.schema.alterTable('den_tachados').addColumn('blob_original', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('den_tachados').dropColumn('blob_original').execute();
      await db.schema.alterTable('den_tachados').dropColumn('iddocumento').execute();
    },
  };
}

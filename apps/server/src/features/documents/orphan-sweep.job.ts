import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { uploadPolicy } from '@atalaya/contract/complaints/document.schemas';
import type { Database } from '../../db/schema.ts';
import type { BlobStore } from '../../lib/blob-store.ts';
import { deleteUnattachedDocument, findOrphanCandidates } from '../../domain/document/document.repository.ts';

const sweepEveryMs = 60 * 60 * 1000;
const firstSweepAfterMs = 60 * 1000;
const batchSize = 200;
const maxBatches = 50;

/**
 * Deletes uploads nobody attached to a complaint within `uploadPolicy.orphanTtlHours` (rows and
 * blobs), in every tenant. Each row is deleted only while still unattached (checked in the DELETE),
 * so a complaint filed at the same moment keeps its documents; its blob goes only after its row.
 * Safe to run on several nodes at once. Answers how many documents were deleted.
 */
export async function sweepOrphanDocuments(
  deps: { db: Kysely<Database>; blobStore: BlobStore; log?: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - uploadPolicy.orphanTtlHours * 3_600_000).toISOString();
  let deleted = 0;
  // A row that could not be deleted was attached meanwhile (or deleted by another node): the next
  // query no longer finds it. The batch cap only bounds one run; the next run continues.
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const candidates = await findOrphanCandidates(deps.db, before, batchSize);
    for (const candidate of candidates) {
      if (!(await deleteUnattachedDocument(deps.db, candidate.idcliente, candidate.iddocumento))) {
        continue;
      }
      deleted += 1;
      try {
        await deps.blobStore.delete(candidate.idcliente, candidate.blob_key);
      } catch (error) {
        deps.log?.error(
          { err: error, idcliente: candidate.idcliente, iddocumento: candidate.iddocumento },
          'orphan blob not deleted',
        );
      }
    }
    if (candidates.length < batchSize) {
      break;
    }
  }
  return deleted;
}

/** Runs the sweep a minute after the app is ready and then hourly, one run at a time; stopped on close. */
export function scheduleOrphanSweep(app: FastifyInstance): void {
  let sweeping = false;
  async function sweep(): Promise<void> {
    if (sweeping) {
      return;
    }
    sweeping = true;
    try {
      const deleted = await sweepOrphanDocuments({ db: app.db, blobStore: app.blobStore, log: app.log });
      if (deleted > 0) {
        app.log.info({ deleted }, 'orphan uploads deleted');
      }
    } catch (error) {
      app.log.error({ err: error }, 'orphan upload sweep failed');
    } finally {
      sweeping = false;
    }
  }
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(() => void sweep(), firstSweepAfterMs).unref());
    timers.push(setInterval(() => void sweep(), sweepEveryMs).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) {
      clearTimeout(timer);
    }
  });
}

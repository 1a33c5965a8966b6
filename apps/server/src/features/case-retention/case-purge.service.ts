import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { outboxRecipientContext, reporterNoticeEvent } from '../../lib/mail-outbox.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import {
  deleteCaseRows,
  findPurgeTarget,
  findReporterOutbox,
  purgeCaseRows,
  type PurgeTarget,
} from './case-purge.repository.ts';

/** The outbox events addressed to a reporter: the notice address's, and the contact e-mail's. */
const reporterEvents = [reporterNoticeEvent, 'nueva_respuesta', 'resolucion'] as const;

function openOrNull(key: Buffer, sealed: string | null, context: string): string | null {
  if (sealed === null) {
    return null;
  }
  try {
    return decryptText(key, sealed, context);
  } catch {
    return null;
  }
}

/** The reporter's addresses the case holds (notice address, contact e-mail), lower case. */
function reporterAddresses(key: Buffer, target: PurgeTarget): Set<string> {
  const addresses = new Set<string>();
  const notice = openOrNull(key, target.correo_avisos, sealedColumn.noticeAddress(target.guid));
  if (notice) {
    addresses.add(notice.toLowerCase());
  }
  const contact = openOrNull(key, target.contacto, sealedColumn.complaintContact(target.guid));
  if (contact) {
    try {
      const email = (JSON.parse(contact) as { email?: unknown }).email;
      if (typeof email === 'string' && email !== '') {
        addresses.add(email.toLowerCase());
      }
    } catch {
      // Not JSON: nothing to match.
    }
  }
  return addresses;
}

/** The tenant's outbox mails to one of these addresses (recipients are sealed: each is opened). */
async function outboxMailsTo(app: FastifyInstance, idcliente: number, key: Buffer, addresses: Set<string>) {
  if (addresses.size === 0) {
    return [];
  }
  const rows = await findReporterOutbox(app.db, idcliente, reporterEvents);
  return rows
    .filter((row) =>
      addresses.has(openOrNull(key, row.destinatario, outboxRecipientContext(row.uid))?.toLowerCase() ?? ''),
    )
    .map((row) => row.idcorreo);
}

/**
 * SQLite keeps deleted bytes in free space and in the write-ahead log: the purge runs with
 * `secure_delete` (freed content is zeroed) and then truncates the log, so nothing of the case is
 * left in the files. PostgreSQL's dead rows are not readable and are vacuumed.
 */
async function withSecureDelete<T>(app: FastifyInstance, work: () => Promise<T>, checkpoint: boolean): Promise<T> {
  if (app.dialect !== 'sqlite') {
    return work();
  }
  await sql`pragma secure_delete = 1`.execute(app.db);
  try {
    return await work();
  } finally {
    await sql`pragma secure_delete = 0`.execute(app.db);
    if (checkpoint) {
      await checkpointLog(app);
    }
  }
}

/** SQLite: copies the write-ahead log into the database file and truncates it (a round does it once at its end). */
export async function checkpointLog(app: FastifyInstance): Promise<void> {
  if (app.dialect === 'sqlite') {
    await sql`pragma wal_checkpoint(truncate)`.execute(app.db);
  }
}

/**
 * Removes the files from the blob store after the rows are gone (the documents' and the originals
 * of their redactions): a failure leaves an orphan, never a dangling row.
 */
async function removeBlobs(app: FastifyInstance, idcliente: number, blobKeys: readonly string[]): Promise<void> {
  for (const blobKey of blobKeys) {
    try {
      await app.blobStore.delete(idcliente, blobKey);
    } catch {
      app.log.warn({ idcliente }, 'a purged case file could not be removed from the blob store');
    }
  }
}

/**
 * Purges a case's personal data (issue 17 §6; decision 050): in one transaction every row of its
 * content goes and the stub stays; the files leave the blob store after the commit. Answers false
 * when the case is not the tenant's.
 */
export async function purgeCase(
  app: FastifyInstance,
  idcliente: number,
  iddenuncia: number,
  options: { at: string; verazNoAcreditada?: boolean; checkpoint?: boolean },
): Promise<boolean> {
  const target = await findPurgeTarget(app.db, idcliente, iddenuncia);
  if (target === undefined) {
    return false;
  }
  const key = await app.tenantKeys.keyFor(idcliente);
  const outboxIds = await outboxMailsTo(app, idcliente, key, reporterAddresses(key, target));
  const emptyAnswers = encryptText(key, '{}', sealedColumn.complaintAnswers(target.guid));
  const blobKeys = await withSecureDelete(
    app,
    () =>
      app.db.transaction().execute((trx) =>
        purgeCaseRows(trx, idcliente, target, {
          emptyAnswers,
          at: options.at,
          verazNoAcreditada: options.verazNoAcreditada === true ? options.at : null,
          outboxIds,
        }),
      ),
    options.checkpoint !== false,
  );
  await removeBlobs(app, idcliente, blobKeys);
  return true;
}

/** The register's removal (art 26.2): whatever is left of the case, stub and log, goes. */
export async function removeFromRegister(
  app: FastifyInstance,
  idcliente: number,
  iddenuncia: number,
  options: { at: string; checkpoint?: boolean },
): Promise<void> {
  const target = await findPurgeTarget(app.db, idcliente, iddenuncia);
  if (target === undefined) {
    return;
  }
  const key = await app.tenantKeys.keyFor(idcliente);
  const outboxIds = await outboxMailsTo(app, idcliente, key, reporterAddresses(key, target));
  const emptyAnswers = encryptText(key, '{}', sealedColumn.complaintAnswers(target.guid));
  const blobKeys = await withSecureDelete(
    app,
    () =>
      app.db.transaction().execute(async (trx) => {
        const keys = await purgeCaseRows(trx, idcliente, target, {
          emptyAnswers,
          at: options.at,
          verazNoAcreditada: null,
          outboxIds,
        });
        await deleteCaseRows(trx, idcliente, iddenuncia);
        return keys;
      }),
    options.checkpoint !== false,
  );
  await removeBlobs(app, idcliente, blobKeys);
}

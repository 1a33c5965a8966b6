import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decryptBytes } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import type { DocumentRow } from './document.repository.ts';

/**
 * Encryption contexts (lib/crypto.ts) of a document, all bound to its blob key, which exists
 * before the row does and never changes.
 */
export const documentContexts = {
  blob: (blobKey: string) => `blob:${blobKey}`,
  nombre: (blobKey: string) => `gdoc_documentos.nombre:${blobKey}`,
  descripcion: (blobKey: string) => `gdoc_documentos.descripcion:${blobKey}`,
  sha256: (blobKey: string) => `gdoc_documentos.sha256:${blobKey}`,
} as const;

/** SHA-256 of bytes, hex. */
export function sha256Hex(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** A document's stored (cleaned) bytes, decrypted with the tenant key. */
export async function readDocumentBytes(
  app: FastifyInstance,
  key: Buffer,
  row: Pick<DocumentRow, 'idcliente' | 'blob_key'>,
): Promise<Buffer> {
  const sealed = await app.blobStore.get(row.idcliente, row.blob_key);
  if (sealed === undefined) {
    // The row exists but its file does not: a storage failure, never the caller's doing.
    throw new AppError('INTERNAL', messages.internal, { reportable: true });
  }
  return decryptBytes(key, sealed, documentContexts.blob(row.blob_key));
}

import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  documentRedactionMessages,
  redactionMessages,
  type DocumentRedactionBody,
  type Redaction,
} from '@atalaya/contract/complaints/redaction.schemas';
import type { UserRole } from '../../db/schema.ts';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { findSessionUserId } from '../../domain/complaint/chat.repository.ts';
import { getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import type { ComplaintRow } from '../../domain/complaint/complaint.repository.ts';
import { documentContexts, readDocumentBytes, sha256Hex } from '../../domain/document/document-content.service.ts';
import { findDocument, type DocumentRow } from '../../domain/document/document.repository.ts';
import { auditActorName } from '../../lib/audit.ts';
import { newBlobKey } from '../../lib/blob-store.ts';
import { decryptBytes, decryptText, encryptBytes, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { findRedaction, insertRedaction } from './case-redaction.repository.ts';
import { findCaseDocument, lockCasePurge, replaceRedactedContent } from './document-redaction.repository.ts';
import { isRedactableMime, redactableMimeOf, type RedactableMime } from './document-redaction.rules.ts';
import { redactFile } from './document-render.service.ts';
import { presentRedaction } from './case-redaction.rules.ts';

/*
 * Redaction of a case's documents (issue 17 §7, part 2; decision 065): regions of a PDF's pages
 * or of an image are blacked out. The redacted file becomes the document's content (what every
 * handler, and the reporter, read from then on); the file as it was stays in the blob store, named
 * by the redaction's row, for the Responsable only, until the purge.
 */

/** Messages of this server only (the contract's are `documentRedactionMessages`). */
export const documentRedactionServerMessages = {
  changedMeanwhile: 'El documento ha cambiado mientras se tachaba: vuelva a intentarlo',
} as const;

/** How many times a redaction starts again from the newest version when another changed the document meanwhile. */
const attempts = 3;

type CaseKey = { idcliente: number; iddenuncia: number };

function purged(): AppError {
  return new AppError('CONFLICT', redactionMessages.purged);
}

/** 404 for a document that is not one of this case's (of this tenant or another): nobody learns it exists. */
function notInCase(): AppError {
  return new AppError('NOT_FOUND', documentRedactionMessages.notInCase);
}

/**
 * One of the case's documents whose regions can be redacted: 404 `notInCase` for any other, 400
 * `notRedactable` for a type that is neither a PDF nor an image. `where` is where the request named it.
 */
export async function getRedactableDocument(
  app: FastifyInstance,
  key: CaseKey,
  iddocumento: number,
  where: 'body' | 'params',
): Promise<DocumentRow & { tipo_mime: RedactableMime }> {
  const row = await findCaseDocument(app.db, key, iddocumento);
  if (row === undefined) {
    throw notInCase();
  }
  const mime = row.tipo_mime;
  if (!isRedactableMime(mime)) {
    const message = documentRedactionMessages.notRedactable;
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: `${where}.iddocumento`, message }] });
  }
  return { ...row, tipo_mime: mime };
}

/** The audit detail of a document redaction: ids, reason and how many regions; never content. */
function auditDetail(redaction: Redaction): string {
  return [
    `idtachado=${redaction.idtachado}`,
    'origen=documento',
    `iddocumento=${redaction.iddocumento ?? ''}`,
    `motivo=${redaction.motivo}`,
    `regiones=${redaction.longitud}`,
  ].join(' ');
}

/** Removes a blob written for a redaction that did not happen; a failure leaves an orphan, logged. */
async function discardBlob(app: FastifyInstance, idcliente: number, blobKey: string): Promise<void> {
  await app.blobStore.delete(idcliente, blobKey).catch((error: unknown) => {
    app.log.error({ err: error, idcliente }, 'a redaction that did not happen left its blob');
  });
}

/**
 * One attempt: the document's current version is read, redacted and written under a new blob key;
 * then, in one transaction, the document points at it (only if still at the version read) and the
 * redaction's row keeps the version read as its original. Answers undefined when another change
 * of the document came first (the caller starts again from it).
 */
async function redactOnce(
  app: FastifyInstance,
  claims: TokenClaims,
  complaint: ComplaintRow,
  body: DocumentRedactionBody,
): Promise<Redaction | undefined> {
  const { idcliente } = claims;
  const key: CaseKey = { idcliente, iddenuncia: complaint.iddenuncia };
  const doc = await getRedactableDocument(app, key, body.iddocumento, 'body');
  const tenantKey = await app.tenantKeys.keyFor(idcliente);
  const redacted = await redactFile(await readDocumentBytes(app, tenantKey, doc), doc.tipo_mime, body.regiones);
  const blobKey = newBlobKey();
  const values = {
    blob_key: blobKey,
    nombre: encryptText(
      tenantKey,
      decryptText(tenantKey, doc.nombre, documentContexts.nombre(doc.blob_key)),
      documentContexts.nombre(blobKey),
    ),
    descripcion: encryptText(
      tenantKey,
      decryptText(tenantKey, doc.descripcion, documentContexts.descripcion(doc.blob_key)),
      documentContexts.descripcion(blobKey),
    ),
    sha256: encryptText(tenantKey, sha256Hex(redacted), documentContexts.sha256(blobKey)),
    tamano: redacted.length,
  };
  const idusuario = await findSessionUserId(app.db, idcliente, claims.sid);
  // The blob first, then the rows: a failure between them leaves an orphan blob, never a row without its file.
  await app.blobStore.put(idcliente, blobKey, encryptBytes(tenantKey, redacted, documentContexts.blob(blobKey)));
  let row: Awaited<ReturnType<typeof insertRedaction>> | undefined;
  try {
    row = await app.db.transaction().execute(async (trx) => {
      const replaced = await replaceRedactedContent(
        trx,
        { idcliente, iddocumento: doc.iddocumento, previousBlobKey: doc.blob_key },
        values,
      );
      if (!replaced) {
        return undefined;
      }
      const isPurged = await lockCasePurge(trx, app.dialect, key);
      if (isPurged !== false) {
        throw purged();
      }
      return insertRedaction(trx, {
        idcliente,
        iddenuncia: complaint.iddenuncia,
        uid: crypto.randomUUID(),
        origen: 'documento',
        campo: null,
        idmensaje: null,
        iddocumento: doc.iddocumento,
        blob_original: doc.blob_key,
        motivo: body.motivo,
        inicio: 0,
        longitud: body.regiones.length,
        antes: '',
        pasaje: '',
        idusuario,
        usuario: auditActorName(claims),
        fec_alta: nowIso(),
      });
    });
  } finally {
    if (row === undefined) {
      await discardBlob(app, idcliente, blobKey);
    }
  }
  if (row === undefined) {
    return undefined;
  }
  return presentRedaction(row);
}

/**
 * `POST /api/denuncias/den_denuncias/{id}/tachados/documento` (the case's handlers; resolved cases
 * too): blacks out regions of one of the case's documents (PDF, JPEG, PNG, WebP). 404 for a case
 * the caller does not handle and for a document not of this case (`notInCase`); 400 `notRedactable`,
 * `noPage`, `unreadable`; 409 `purged`. Several redactions of one document each keep the version
 * before them. Audited `tachar` with ids, reason and the number of regions only.
 */
export async function redactDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
  body: DocumentRedactionBody,
): Promise<{ success: true; message: string; data: Redaction }> {
  const data = await auditedCase(
    app,
    claims,
    'tachar',
    iddenuncia,
    async () => {
      let complaint = await getHandledCase(app, claims, iddenuncia);
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        if (complaint.fec_purga !== null) {
          throw purged();
        }
        const done = await redactOnce(app, claims, complaint, body);
        if (done !== undefined) {
          return done;
        }
        complaint = await getHandledCase(app, claims, complaint.iddenuncia);
      }
      throw new AppError('CONFLICT', documentRedactionServerMessages.changedMeanwhile);
    },
    auditDetail,
  );
  return { success: true, message: documentRedactionMessages.redacted, data };
}

/** A file name for the original: the document's own name, marked as the original. */
function originalFileName(name: string): string {
  return `original-${name}`;
}

/**
 * `GET …/tachados/{idtachado}/original/archivo`: the document as it was before one redaction, for
 * a Responsable only (a gestor's 403 is audited like the Responsable's reads: the route admits the
 * case's handlers); 404 for a redaction not of this case of the tenant, or one of text (it has no
 * file). Audited `ver_original_tachado` (`idtachado=<id> iddocumento=<id>`).
 */
export async function readRedactionOriginalFile(
  app: FastifyInstance,
  claims: TokenClaims,
  role: UserRole,
  ids: { iddenuncia: number; idtachado: number },
): Promise<{ bytes: Buffer; mime: string; fileName: string; iddocumento: number }> {
  return auditedCase(
    app,
    claims,
    'ver_original_tachado',
    ids.iddenuncia,
    async () => {
      if (role !== 'responsable') {
        throw new AppError('FORBIDDEN', messages.forbidden);
      }
      const complaint = await getHandledCase(app, claims, ids.iddenuncia);
      const { idcliente } = claims;
      const row = await findRedaction(app.db, { idcliente, iddenuncia: complaint.iddenuncia }, ids.idtachado);
      if (row?.origen !== 'documento' || row.blob_original === null || row.iddocumento === null) {
        throw new AppError('NOT_FOUND', messages.notFound);
      }
      const sealed = await app.blobStore.get(idcliente, row.blob_original);
      if (sealed === undefined) {
        // The row names a file the store does not have: a storage failure, never the caller's doing.
        throw new AppError('INTERNAL', messages.internal, { reportable: true });
      }
      const tenantKey = await app.tenantKeys.keyFor(idcliente);
      const bytes = decryptBytes(tenantKey, sealed, documentContexts.blob(row.blob_original));
      const doc = await findDocument(app.db, idcliente, row.iddocumento);
      const name =
        doc === undefined ? 'documento' : decryptText(tenantKey, doc.nombre, documentContexts.nombre(doc.blob_key));
      return {
        bytes,
        mime: redactableMimeOf(bytes) ?? doc?.tipo_mime ?? 'application/octet-stream',
        fileName: originalFileName(name),
        iddocumento: row.iddocumento,
      };
    },
    (file) => `idtachado=${ids.idtachado} iddocumento=${file.iddocumento}`,
  );
}

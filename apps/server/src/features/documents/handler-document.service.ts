import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { findComplaintDoc } from '../../domain/document/complaint-doc.repository.ts';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type {
  ComplaintDoc,
  DocumentMeta,
  LinkDocumentBody,
  UpdateDocumentBody,
} from '@atalaya/contract/complaints/document.schemas';
import { newBlobKey } from '../../lib/blob-store.ts';
import { decryptText, encryptBytes, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { inspectFile, safeFileName } from '../../lib/file-inspection.ts';
import { stripMetadata } from '../../lib/metadata-strip.ts';
import { nowIso } from '../../lib/time.ts';
import {
  auditDocumentAction,
  auditRefusals,
  complaintIdOf,
  documentDetail,
  type DocumentAuditScope,
} from '../../domain/document/document-audit.service.ts';
import type { ReceivedFile } from '../../lib/multipart.ts';
import {
  findComplaintById,
  findDocument,
  findDocumentLinks,
  findTenantParameters,
  linkHandlerUpload,
  replaceDocumentContent,
  updateDocumentDescription,
  type DocumentRow,
} from '../../domain/document/document.repository.ts';
import { documentContexts, sha256Hex } from '../../domain/document/document-content.service.ts';
import {
  assertDocumentCaseVisible,
  notFound,
  onComplaintDocument,
  presentComplaintDoc,
  presentDocument,
} from './document.service.ts';
import { uploadLimitsFrom } from '../../domain/document/upload-limits.rules.ts';
import { metadataOutcomeOf } from '../../domain/document/kept-metadata.rules.ts';

export const manageMessages = {
  complaintMissing: 'No se ha encontrado la denuncia',
  resolved: 'La denuncia está resuelta y no admite cambios en sus documentos',
  notOwnUpload: 'Solo puede vincular documentos que haya subido usted como gestor en esta sesión',
  alreadyLinked: 'El documento ya forma parte de una denuncia',
  reporterEvidence: 'Los documentos aportados por el informante no se pueden modificar',
  changedMeanwhile: 'El documento ha cambiado mientras se subía el nuevo contenido. Vuelva a intentarlo.',
} as const;

/** A resolved complaint's documents are locked (501, as every write on a resolved complaint). */
async function assertComplaintOpen(app: FastifyInstance, idcliente: number, iddenuncia: number | null): Promise<void> {
  if (iddenuncia === null) {
    return;
  }
  const complaint = await findComplaintById(app.db, idcliente, iddenuncia);
  if (complaint?.idestadodenuncia === resolvedStatusId) {
    throw new AppError('BUSINESS_RULE', manageMessages.resolved);
  }
}

/**
 * A handler document ('gestor') of the tenant that may be changed: 404 when missing or another
 * tenant's, 409 for a reporter's evidence, 501 when its complaint is resolved.
 */
async function changeableHandlerDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
  scope: DocumentAuditScope,
): Promise<DocumentRow> {
  const row = await findDocument(app.db, claims.idcliente, iddocumento);
  if (!row) {
    throw notFound();
  }
  const links = await findDocumentLinks(app.db, claims.idcliente, iddocumento);
  await assertDocumentCaseVisible(app, claims, { ...row, links });
  scope.iddenuncia = complaintIdOf({ ...row, links });
  if (row.origen !== 'gestor') {
    throw new AppError('CONFLICT', manageMessages.reporterEvidence);
  }
  await assertComplaintOpen(app, claims.idcliente, scope.iddenuncia);
  return row;
}

/**
 * `POST /api/gdoc/documento/`: links the caller's own pending upload to a complaint as a handler
 * document (see linkDocumentBodySchema), audited 'subir_documento'.
 */
export async function linkDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  input: LinkDocumentBody['documento'],
): Promise<ComplaintDoc> {
  return onComplaintDocument(app, claims, 'subir_documento', input, async (complaint, row) => {
    if (row.origen !== 'gestor' || row.sid_subida !== claims.sid) {
      throw new AppError('CONFLICT', manageMessages.notOwnUpload);
    }
    await assertComplaintOpen(app, claims.idcliente, complaint.iddenuncia);
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    const descripcion =
      input.descripcion === undefined
        ? undefined
        : encryptText(key, input.descripcion, documentContexts.descripcion(row.blob_key));
    const iddenunciadoc = await app.db.transaction().execute((trx) =>
      linkHandlerUpload(
        trx,
        {
          idcliente: claims.idcliente,
          iddenuncia: complaint.iddenuncia,
          iddocumento: row.iddocumento,
          sid: claims.sid,
          now: nowIso(),
        },
        descripcion,
      ),
    );
    if (iddenunciadoc === undefined) {
      throw new AppError('CONFLICT', manageMessages.alreadyLinked);
    }
    const linked = await findComplaintDoc(app.db, claims.idcliente, iddenunciadoc);
    if (!linked) {
      throw new AppError('INTERNAL', messages.internal, { reportable: true });
    }
    await auditDocumentAction(app, claims, {
      accion: 'subir_documento',
      resultado: 'ok',
      iddenuncia: complaint.iddenuncia,
      detalle: documentDetail(
        row.iddocumento,
        decryptText(key, row.sha256, documentContexts.sha256(row.blob_key)),
        `vinculado iddenunciadoc=${iddenunciadoc}`,
      ),
    });
    return presentComplaintDoc(key, linked);
  });
}

/** `PUT /api/gdoc/documento/`: a handler document's description (see updateDocumentBodySchema), audited 'editar_documento'. */
export async function updateDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  input: UpdateDocumentBody['documento'],
): Promise<DocumentMeta> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const refusal = { accion: 'editar_documento', detalle: documentDetail(input.iddocumento), scope } as const;
  return auditRefusals(app, claims, refusal, async () => {
    const row = await changeableHandlerDocument(app, claims, input.iddocumento, scope);
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    const descripcion = encryptText(key, input.descripcion, documentContexts.descripcion(row.blob_key));
    await updateDocumentDescription(app.db, { idcliente: claims.idcliente, iddocumento: row.iddocumento }, descripcion);
    const meta = presentDocument(key, { ...row, descripcion });
    await auditDocumentAction(app, claims, {
      accion: 'editar_documento',
      resultado: 'ok',
      iddenuncia: scope.iddenuncia,
      detalle: documentDetail(row.iddocumento, meta.sha256, 'descripcion'),
    });
    return meta;
  });
}

/**
 * `PUT /api/gdoc/documento/{id}/upload`: new content for a handler document, checked and cleaned
 * like any upload, under a new blob key (every sealed column is sealed again for it); the old
 * blob goes once the row points at the new one. Audited 'subir_documento' with both hashes.
 * A type that cannot be cleaned is stored as sent and flagged, as every handler upload (decision 024).
 */
export async function replaceDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
  readFile: (maxBytes: number) => Promise<ReceivedFile>,
): Promise<DocumentMeta> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const refusal = {
    accion: 'subir_documento',
    detalle: documentDetail(iddocumento, undefined, 'reemplazo'),
    scope,
  } as const;
  return auditRefusals(app, claims, refusal, async () => {
    const row = await changeableHandlerDocument(app, claims, iddocumento, scope);
    const limits = uploadLimitsFrom(await findTenantParameters(app.db, claims.idcliente));
    const file = await readFile(limits.maxFileBytes);
    const inspected = await inspectFile(file.bytes, file.fileName, limits.allowedMimes);
    const cleaned = await stripMetadata(file.bytes, inspected.mime);
    const sha256 = sha256Hex(cleaned);
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    const previousSha = decryptText(key, row.sha256, documentContexts.sha256(row.blob_key));
    const descripcion = decryptText(key, row.descripcion, documentContexts.descripcion(row.blob_key));
    const blobKey = newBlobKey();
    const values = {
      blob_key: blobKey,
      nombre: encryptText(key, safeFileName(file.fileName, inspected.extension), documentContexts.nombre(blobKey)),
      descripcion: encryptText(key, descripcion, documentContexts.descripcion(blobKey)),
      sha256: encryptText(key, sha256, documentContexts.sha256(blobKey)),
      tipo_mime: inspected.mime,
      tamano: cleaned.length,
      conserva_metadatos: metadataOutcomeOf(inspected.mime, 'gestor', limits.admitsKeptMetadata) === 'kept' ? 1 : 0,
    };
    await app.blobStore.put(claims.idcliente, blobKey, encryptBytes(key, cleaned, documentContexts.blob(blobKey)));
    let replaced = false;
    try {
      replaced = await replaceDocumentContent(
        app.db,
        { idcliente: claims.idcliente, iddocumento, previousBlobKey: row.blob_key },
        values,
      );
    } finally {
      if (!replaced) {
        await app.blobStore.delete(claims.idcliente, blobKey).catch((cleanupError: unknown) => {
          app.log.error({ err: cleanupError, idcliente: claims.idcliente }, 'replacement rollback left its blob');
        });
      }
    }
    if (!replaced) {
      throw new AppError('CONFLICT', manageMessages.changedMeanwhile);
    }
    await app.blobStore.delete(claims.idcliente, row.blob_key).catch((cleanupError: unknown) => {
      app.log.error({ err: cleanupError, idcliente: claims.idcliente, iddocumento }, 'replaced blob not deleted');
    });
    await auditDocumentAction(app, claims, {
      accion: 'subir_documento',
      resultado: 'ok',
      iddenuncia: scope.iddenuncia,
      detalle: documentDetail(iddocumento, sha256, `reemplaza=${previousSha.slice(0, 8)}`),
    });
    return presentDocument(key, { ...row, ...values });
  });
}

import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { IssuedVerification, VerificationType } from '@atalaya/contract/complaints/document-seal.schemas';
import { uploadDefaults, type DocumentMeta } from '@atalaya/contract/complaints/document.schemas';
import { newBlobKey } from '../../lib/blob-store.ts';
import { encryptBytes, encryptText } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { inspectFile, safeFileName } from '../../lib/file-inspection.ts';
import { stripMetadata } from '../../lib/metadata-strip.ts';
import { canRenderAsPdf } from '../../lib/pdf-stamp.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import type { ReceivedFile } from '../../lib/multipart.ts';
import { complaintGuidOf, uploadOriginOf } from '../../domain/document/document.policy.ts';
import {
  deleteUnattachedDocument,
  findComplaintByGuid,
  findDocument,
  insertComplaintDoc,
  insertDocument,
  readUploadQuotas,
} from '../../domain/document/document.repository.ts';
import { deleteVerificationsOf } from '../../domain/document/verification.repository.ts';
import { auditDocumentAction, auditRefusals, documentDetail } from '../../domain/document/document-audit.service.ts';
import { copyMessages, issueUploadCopies } from '../../domain/document/document-copy.service.ts';
import { documentContexts } from '../../domain/document/document-content.service.ts';
import { alertTenantAnomaly } from '../../domain/complaint/handler-alerts.service.ts';
import { presentDocument } from './document.service.ts';
import { uploadLimitsFrom, type UploadLimits } from '../../domain/document/upload-limits.rules.ts';
import { keptMetadataMessages, metadataOutcomeOf } from '../../domain/document/kept-metadata.rules.ts';

export const uploadMessages = {
  tenantBusy:
    'Se ha alcanzado el número máximo de archivos que se pueden subir en una hora. Vuelva a intentarlo más tarde.',
  tooManyPending: `Ya tiene ${uploadDefaults.maxFiles} archivos pendientes de adjuntar. Elimine alguno o presente la comunicación.`,
  complaintMissing: 'No se ha encontrado la denuncia',
  complaintResolved: 'La denuncia está resuelta y no admite nuevos documentos',
  stampingForbidden: 'Solo los gestores pueden sellar o compulsar documentos',
} as const;

/** `idestadodenuncia` of a resolved complaint (spec §4). */
const resolvedStatus = 1;

/** Everything decided before the body is read: limits, the Informante's complaint, quotas. */
export type UploadPlan = {
  limits: UploadLimits;
  descripcion: string;
  /** The complaint an Informante's upload joins at once; null for everybody else. */
  iddenuncia: number | null;
  /** Copies to issue once stored (`sellar` → 'sellado', `compulsar` → 'compulsa'); administrators only. */
  copies: VerificationType[];
};

/** 429 with the seconds until the window frees a slot. */
export class UploadQuotaError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/**
 * Checks what can be checked before reading a byte of the file: stamping options (administrators
 * only, 403 for anybody else), the Informante's complaint (exists, not resolved), the tenant's hourly cap on reporter-side
 * uploads and, for a visitor or citizen, how many uploads it holds not yet attached.
 */
export async function prepareUpload(
  app: FastifyInstance,
  claims: TokenClaims,
  query: { descripcion: string; sellar: 'true' | 'false'; compulsar: 'true' | 'false' },
): Promise<UploadPlan> {
  const copies: VerificationType[] = [];
  if (query.sellar === 'true') {
    copies.push('sellado');
  }
  if (query.compulsar === 'true') {
    copies.push('compulsa');
  }
  if (copies.length > 0 && claims.tipoacceso !== 'Privado') {
    throw new AppError('FORBIDDEN', uploadMessages.stampingForbidden);
  }
  const reporterOrigin = uploadOriginOf(claims) === 'informante';
  const pendingOf = claims.tipoacceso !== 'Privado' && claims.tipoacceso !== 'Informante' ? claims.sid : null;
  // One read for the parameters and both quotas (decision 035), checked below in the same order.
  const quotas = await readUploadQuotas(app.db, {
    idcliente: claims.idcliente,
    since: isoAfterSeconds(-3600),
    reporterUploads: reporterOrigin,
    pendingOf,
  });
  const limits = uploadLimitsFrom(quotas.parametros);
  let iddenuncia: number | null = null;
  if (claims.tipoacceso === 'Informante') {
    const guid = complaintGuidOf(claims);
    const complaint = guid === null ? undefined : await findComplaintByGuid(app.db, claims.idcliente, guid);
    if (!complaint) {
      throw new AppError('NOT_FOUND', uploadMessages.complaintMissing);
    }
    if (complaint.idestadodenuncia === resolvedStatus) {
      throw new AppError('BUSINESS_RULE', uploadMessages.complaintResolved);
    }
    iddenuncia = complaint.iddenuncia;
  }
  if (reporterOrigin) {
    const { recent } = quotas;
    if (recent.total >= limits.maxUploadsPerHour) {
      const oldest = recent.oldest === null ? Date.now() : Date.parse(recent.oldest);
      const retryAfter = Math.max(1, Math.ceil((oldest + 3_600_000 - Date.now()) / 1000));
      await alertTenantAnomaly(app, claims.idcliente, 'subidas');
      throw new UploadQuotaError(uploadMessages.tenantBusy, retryAfter);
    }
  }
  if (iddenuncia === null && pendingOf !== null) {
    if (quotas.pending >= uploadDefaults.maxFiles) {
      throw new UploadQuotaError(uploadMessages.tooManyPending, 60);
    }
  }
  return { limits, descripcion: query.descripcion, iddenuncia, copies };
}

/**
 * Inspects (type by content; with copies requested, only types that can become a PDF), cleans (metadata stripped), encrypts and stores one upload, then
 * records it — and, for an Informante, links it to its complaint — in one transaction. If anything
 * fails after the blob was written, the blob is deleted: a refused file leaves nothing behind.
 * A type that cannot be cleaned is refused (415) from reporters unless the tenant admits it, and
 * otherwise stored as sent and flagged `conserva_metadatos` (decision 024).
 */
export async function storeUpload(
  app: FastifyInstance,
  claims: TokenClaims,
  plan: UploadPlan,
  file: ReceivedFile,
): Promise<DocumentMeta> {
  const inspected = await inspectFile(file.bytes, file.fileName, plan.limits.allowedMimes);
  if (plan.copies.length > 0 && !canRenderAsPdf(inspected.mime)) {
    // Refused before anything is stored: only what can become a PDF can be stamped.
    throw new AppError('BUSINESS_RULE', copyMessages.notConvertible);
  }
  const origen = uploadOriginOf(claims);
  const metadata = metadataOutcomeOf(inspected.mime, origen, plan.limits.admitsKeptMetadata);
  if (metadata === 'refused') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', keptMetadataMessages.refused);
  }
  const cleaned = await stripMetadata(file.bytes, inspected.mime);
  const sha256 = crypto.createHash('sha256').update(cleaned).digest('hex');
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  const blobKey = newBlobKey();
  const now = nowIso();

  await app.blobStore.put(claims.idcliente, blobKey, encryptBytes(key, cleaned, documentContexts.blob(blobKey)));
  try {
    const values = {
      idcliente: claims.idcliente,
      descripcion: encryptText(key, plan.descripcion, documentContexts.descripcion(blobKey)),
      nombre: encryptText(key, safeFileName(file.fileName, inspected.extension), documentContexts.nombre(blobKey)),
      tipo_mime: inspected.mime,
      tamano: cleaned.length,
      sha256: encryptText(key, sha256, documentContexts.sha256(blobKey)),
      blob_key: blobKey,
      sid_subida: claims.sid,
      origen,
      iddenuncia: plan.iddenuncia,
      fec_alta: now,
      conserva_metadatos: metadata === 'kept' ? 1 : 0,
    };
    const linkTo = plan.iddenuncia;
    // One row alone needs no transaction (two statements fewer under load: decision 035); an
    // Informante's upload and its link to the complaint are written together.
    const row =
      linkTo === null
        ? await insertDocument(app.db, values)
        : await app.db.transaction().execute(async (trx) => {
            const document = await insertDocument(trx, values);
            await insertComplaintDoc(trx, {
              idcliente: claims.idcliente,
              iddenuncia: linkTo,
              iddocumento: document.iddocumento,
              origen: 'informante',
              fec_alta: now,
            });
            return document;
          });
    return presentDocument(key, row);
  } catch (error) {
    await app.blobStore.delete(claims.idcliente, blobKey).catch((cleanupError: unknown) => {
      app.log.error({ err: cleanupError, idcliente: claims.idcliente }, 'upload rollback could not delete its blob');
    });
    throw error;
  }
}

/**
 * `POST /api/gdoc/documento/postupload`: plan, read the one file, store it and, for an
 * administrator asking `sellar`/`compulsar`, issue those copies at once (if issuing fails, the
 * upload is removed again, so the request either did everything or nothing). Administrators'
 * uploads are audited 'subir_documento' (not yet part of a complaint: no complaint id).
 */
export async function uploadDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  query: { descripcion: string; sellar: 'true' | 'false'; compulsar: 'true' | 'false' },
  readFile: (maxBytes: number) => Promise<ReceivedFile>,
): Promise<{ data: DocumentMeta; verificaciones?: IssuedVerification[] }> {
  const refusal = { accion: 'subir_documento', detalle: 'iddocumento=nuevo' } as const;
  return auditRefusals(app, claims, refusal, async () => {
    const plan = await prepareUpload(app, claims, query);
    const file = await readFile(plan.limits.maxFileBytes);
    const data = await storeUpload(app, claims, plan, file);
    let verificaciones: IssuedVerification[] | undefined;
    if (plan.copies.length > 0) {
      try {
        verificaciones = await issueUploadCopies(app, claims, data.iddocumento, plan.copies);
      } catch (error) {
        await removeFailedUpload(app, claims.idcliente, data.iddocumento);
        throw error;
      }
    }
    await auditDocumentAction(app, claims, {
      accion: 'subir_documento',
      resultado: 'ok',
      iddenuncia: plan.iddenuncia,
      detalle: documentDetail(data.iddocumento, data.sha256),
    });
    return verificaciones === undefined ? { data } : { data, verificaciones };
  });
}

/** Deletes an upload whose copies could not be issued (row first, then its blob). */
async function removeFailedUpload(app: FastifyInstance, idcliente: number, iddocumento: number): Promise<void> {
  try {
    const row = await findDocument(app.db, idcliente, iddocumento);
    // Codes issued by this request were never handed out: they go with the upload.
    await deleteVerificationsOf(app.db, idcliente, iddocumento);
    if (row && (await deleteUnattachedDocument(app.db, idcliente, iddocumento))) {
      await app.blobStore.delete(idcliente, row.blob_key);
    }
  } catch (cleanupError) {
    app.log.error({ err: cleanupError, idcliente }, 'upload rollback after failed copies did not complete');
  }
}

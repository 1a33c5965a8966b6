import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import {
  complaintDocListFilters,
  complaintDocListSorts,
  type ComplaintDoc,
  type DocumentMeta,
} from '@atalaya/contract/complaints/document.schemas';
import { limits } from '@atalaya/contract/limits';
import { decryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import {
  auditDocumentAction,
  auditRefusals,
  complaintIdOf,
  documentDetail,
  type DocumentAuditScope,
} from '../../domain/document/document-audit.service.ts';
import {
  canReadDocument,
  complaintGuidOf,
  deleteDecisionFor,
  type DocumentCaller,
} from '../../domain/document/document.policy.ts';
import {
  deleteUnattachedDocument,
  findComplaintByGuid,
  findComplaintById,
  findDocument,
  findDocumentLinks,
  type DocumentRow,
} from '../../domain/document/document.repository.ts';
import {
  findComplaintDoc,
  findComplaintDocs,
  type ComplaintDocFilter,
  type ComplaintDocRow,
  type ComplaintDocSort,
} from '../../domain/document/complaint-doc.repository.ts';
import { documentContexts, readDocumentBytes, sha256Hex } from '../../domain/document/document-content.service.ts';
import { hasVerifications } from '../../domain/document/verification.repository.ts';
import { seesAnyCase, seesEveryCase } from '../../domain/complaint/case-access.repository.ts';
import type { DocumentLinks } from '../../domain/document/document.repository.ts';

export const documentMessages = {
  attached: 'El documento forma parte de una denuncia y no puede eliminarse',
  copiesIssued: 'Se han emitido copias selladas o compulsadas de este documento y no puede eliminarse',
  complaintRequired: 'Indique la denuncia: filtro por la columna iddenuncia',
} as const;

/** 404 for a document or complaint the caller may not reach, exactly as for one that does not exist. */
export function notFound(): AppError {
  return new AppError('NOT_FOUND', messages.notFound);
}

/**
 * 404 for an administrator when the document is part of cases and they may see none of them
 * (case-access.policy: a gestor's cases are the assigned ones), exactly as for a missing document.
 */
export async function assertDocumentCaseVisible(
  app: FastifyInstance,
  claims: TokenClaims,
  doc: { iddenuncia: number | null; links: DocumentLinks },
): Promise<void> {
  const ids = [
    ...(doc.iddenuncia === null ? [] : [doc.iddenuncia]),
    ...doc.links.complaintIds,
    ...doc.links.notificationComplaintIds,
  ];
  if (ids.length > 0 && !(await seesAnyCase(app.db, claims, ids))) {
    throw notFound();
  }
}

/**
 * Runs an administrator's action on one document of one of the tenant's complaints: both found, or
 * 404; a refusal audited under `accion` with the requested ids (and the complaint once found).
 */
export async function onComplaintDocument<T>(
  app: FastifyInstance,
  claims: TokenClaims,
  accion: 'vincular_documento' | 'subir_documento',
  target: { iddenuncia: number; iddocumento: number },
  act: (
    complaint: NonNullable<Awaited<ReturnType<typeof findComplaintById>>>,
    row: NonNullable<Awaited<ReturnType<typeof findDocument>>>,
  ) => Promise<T>,
): Promise<T> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const detalle = documentDetail(target.iddocumento, undefined, `iddenuncia=${target.iddenuncia}`);
  return auditRefusals(app, claims, { accion, detalle, scope }, async () => {
    const complaint = await findComplaintById(app.db, claims.idcliente, target.iddenuncia);
    const row = await findDocument(app.db, claims.idcliente, target.iddocumento);
    if (!complaint || !row || !(await seesAnyCase(app.db, claims, [complaint.iddenuncia]))) {
      throw notFound();
    }
    scope.iddenuncia = complaint.iddenuncia;
    return act(complaint, row);
  });
}

/** The caller with, for an Informante, the id of the complaint its token is bound to. */
export async function documentCallerOf(app: FastifyInstance, claims: TokenClaims): Promise<DocumentCaller> {
  const guid = complaintGuidOf(claims);
  const complaint = guid === null ? undefined : await findComplaintByGuid(app.db, claims.idcliente, guid);
  return { claims, complaintId: complaint?.iddenuncia ?? null };
}

/** The metadata the API shows, decrypted with the tenant key. */
export function presentDocument(key: Buffer, row: DocumentRow): DocumentMeta {
  return {
    iddocumento: row.iddocumento,
    descripcion: decryptText(key, row.descripcion, documentContexts.descripcion(row.blob_key)),
    nombre: decryptText(key, row.nombre, documentContexts.nombre(row.blob_key)),
    tipo_mime: row.tipo_mime,
    tamano: row.tamano,
    sha256: decryptText(key, row.sha256, documentContexts.sha256(row.blob_key)),
    fec_alta: row.fec_alta,
    conserva_metadatos: row.conserva_metadatos === 1,
  };
}

/** A document the caller may read; 404 otherwise, exactly like a missing id or another tenant's. */
async function getReadableDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
  scope: DocumentAuditScope,
): Promise<DocumentRow> {
  const row = await findDocument(app.db, claims.idcliente, iddocumento);
  if (!row) {
    throw notFound();
  }
  const caller = await documentCallerOf(app, claims);
  const links = await findDocumentLinks(app.db, claims.idcliente, iddocumento);
  if (!canReadDocument(caller, { ...row, links })) {
    throw notFound();
  }
  await assertDocumentCaseVisible(app, claims, { ...row, links });
  scope.iddenuncia = complaintIdOf({ ...row, links });
  return row;
}

/** `GET /api/gdoc/documento/{id}` (administrators: audited 'leer_documentos'). */
export async function getDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
): Promise<DocumentMeta> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const refusal = { accion: 'leer_documentos', detalle: documentDetail(iddocumento), scope } as const;
  return auditRefusals(app, claims, refusal, async () => {
    const row = await getReadableDocument(app, claims, iddocumento, scope);
    const meta = presentDocument(await app.tenantKeys.keyFor(claims.idcliente), row);
    await auditDocumentAction(app, claims, {
      accion: 'leer_documentos',
      resultado: 'ok',
      iddenuncia: scope.iddenuncia,
      detalle: documentDetail(iddocumento, meta.sha256),
    });
    return meta;
  });
}

/** `GET /api/gdoc/documento/{id}/download`: the stored (cleaned) bytes, decrypted (administrators: audited). */
export async function downloadDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
): Promise<{ bytes: Buffer; mime: string; fileName: string }> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const refusal = { accion: 'descargar_documento', detalle: documentDetail(iddocumento), scope } as const;
  return auditRefusals(app, claims, refusal, async () => {
    const row = await getReadableDocument(app, claims, iddocumento, scope);
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    const file = {
      bytes: await readDocumentBytes(app, key, row),
      mime: row.tipo_mime,
      fileName: decryptText(key, row.nombre, documentContexts.nombre(row.blob_key)),
    };
    await auditDocumentAction(app, claims, {
      accion: 'descargar_documento',
      resultado: 'ok',
      iddenuncia: scope.iddenuncia,
      detalle: documentDetail(iddocumento, sha256Hex(file.bytes)),
    });
    return file;
  });
}

/** `DELETE /api/gdoc/documento/{id}`: pending uploads only (see deleteDecisionFor); administrators audited. */
export async function deleteDocument(app: FastifyInstance, claims: TokenClaims, iddocumento: number): Promise<void> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const refusal = { accion: 'eliminar_documento', detalle: documentDetail(iddocumento), scope } as const;
  await auditRefusals(app, claims, refusal, async () => {
    const row = await findDocument(app.db, claims.idcliente, iddocumento);
    if (!row) {
      throw notFound();
    }
    const caller = await documentCallerOf(app, claims);
    const links = await findDocumentLinks(app.db, claims.idcliente, iddocumento);
    const decision = deleteDecisionFor(caller, { ...row, links });
    if (decision === 'hidden') {
      throw notFound();
    }
    await assertDocumentCaseVisible(app, claims, { ...row, links });
    scope.iddenuncia = complaintIdOf({ ...row, links });
    if (decision === 'attached' || !(await deleteUnattachedDocument(app.db, claims.idcliente, iddocumento))) {
      const copied = decision !== 'attached' && (await hasVerifications(app.db, claims.idcliente, iddocumento));
      throw new AppError('CONFLICT', copied ? documentMessages.copiesIssued : documentMessages.attached);
    }
    await app.blobStore.delete(claims.idcliente, row.blob_key);
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    await auditDocumentAction(app, claims, {
      accion: 'eliminar_documento',
      resultado: 'ok',
      iddenuncia: null,
      detalle: documentDetail(iddocumento, decryptText(key, row.sha256, documentContexts.sha256(row.blob_key))),
    });
  });
}

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path, message }] });
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The list request's `columns` as whitelisted filters of the right type. */
function complaintDocFilters(request: ListRequest): ComplaintDocFilter[] {
  return request.columns.map((column, index) => {
    const name = column.name.toLowerCase();
    if (!isOneOf(complaintDocListFilters, name)) {
      throw invalid(
        `body.columns.${index}.name`,
        `Columna de filtro no admitida. Admitidas: ${complaintDocListFilters.join(', ')}`,
      );
    }
    if (name === 'origen') {
      if (column.data !== 'informante' && column.data !== 'gestor') {
        throw invalid(`body.columns.${index}.data`, 'El filtro origen debe ser informante o gestor');
      }
      return { column: name, value: column.data };
    }
    const value = typeof column.data === 'string' && /^\d+$/.test(column.data) ? Number(column.data) : column.data;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw invalid(`body.columns.${index}.data`, `El filtro ${name} debe ser un número entero`);
    }
    return { column: name, value };
  });
}

function complaintDocSort(request: ListRequest): { column: ComplaintDocSort; order: 'asc' | 'desc' } {
  if (request.sort === undefined) {
    return { column: 'iddenunciadoc', order: 'asc' };
  }
  const column = request.sort.toLowerCase();
  if (!isOneOf(complaintDocListSorts, column)) {
    throw invalid('body.sort', `Columna de ordenación no admitida. Admitidas: ${complaintDocListSorts.join(', ')}`);
  }
  return { column, order: request.order };
}

export function presentComplaintDoc(key: Buffer, row: ComplaintDocRow): ComplaintDoc {
  return {
    iddenunciadoc: row.iddenunciadoc,
    iddenuncia: row.iddenuncia,
    iddocumento: row.iddocumento,
    descripcion: decryptText(key, row.descripcion, documentContexts.descripcion(row.blob_key)),
    nombre: decryptText(key, row.nombre, documentContexts.nombre(row.blob_key)),
    tipo_mime: row.tipo_mime,
    tamano: row.tamano,
    origen: row.origen,
    fec_alta: row.fec_alta,
    conserva_metadatos: row.conserva_metadatos === 1,
  };
}

/**
 * `POST /api/denuncias/den_denuncia_docs/GetList`. An administrator must filter by `iddenuncia`;
 * an Informante always gets its own complaint's documents only (its filters narrow further).
 */
export async function findComplaintDocPage(
  app: FastifyInstance,
  claims: TokenClaims,
  request: ListRequest,
): Promise<{ total: number; data: ComplaintDoc[] }> {
  const filters = complaintDocFilters(request);
  if (claims.tipoacceso === 'Informante') {
    const { complaintId } = await documentCallerOf(app, claims);
    if (complaintId === null) {
      return { total: 0, data: [] };
    }
    filters.push({ column: 'iddenuncia', value: complaintId });
  } else if (!filters.some((filter) => filter.column === 'iddenuncia')) {
    throw invalid('body.columns', documentMessages.complaintRequired);
  }
  const asked = filters.flatMap((filter) => (filter.column === 'iddenuncia' ? [filter.value] : []));
  // A case the administrator may not see lists nothing, exactly as a missing one (case-access.policy).
  const hidden = !(await seesEveryCase(app.db, claims, asked));
  const { rows, total } = hidden
    ? { rows: [], total: request.gettotal ? 0 : null }
    : await findComplaintDocs(app.db, {
        idcliente: claims.idcliente,
        filters,
        sort: complaintDocSort(request),
        offset: request.start,
        limit: request.length === -1 ? limits.listMaxLength : Math.min(request.length, limits.listMaxLength),
        withTotal: request.gettotal,
      });
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  if (claims.tipoacceso === 'Privado') {
    await auditComplaintDocRead(app, claims, filters, rows.length);
  }
  return { total: total ?? -1, data: rows.map((row) => presentComplaintDoc(key, row)) };
}

/**
 * 'leer_documentos' for an administrator's list: 'ok' with the complaint, or 'denegado' (no
 * complaint id, the requested one in `detalle`) when that complaint is not of its tenant.
 */
async function auditComplaintDocRead(
  app: FastifyInstance,
  claims: TokenClaims,
  filters: readonly ComplaintDocFilter[],
  listed: number,
): Promise<void> {
  const requested = filters.find((filter) => filter.column === 'iddenuncia')?.value;
  const iddenuncia = typeof requested === 'number' ? requested : null;
  const complaint =
    iddenuncia === null || !(await seesAnyCase(app.db, claims, [iddenuncia]))
      ? undefined
      : await findComplaintById(app.db, claims.idcliente, iddenuncia);
  await auditDocumentAction(app, claims, {
    accion: 'leer_documentos',
    resultado: complaint ? 'ok' : 'denegado',
    iddenuncia: complaint?.iddenuncia ?? null,
    detalle: complaint ? `documentos=${listed}` : `iddenuncia=${String(requested)}`,
  });
}

/** `GET /api/denuncias/den_denuncia_docs/{id}`: an Informante only of its own complaint. */
export async function getComplaintDoc(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenunciadoc: number,
): Promise<ComplaintDoc> {
  const refusal = { accion: 'leer_documentos', detalle: `iddenunciadoc=${iddenunciadoc}` } as const;
  return auditRefusals(app, claims, refusal, async () => {
    const row = await findComplaintDoc(app.db, claims.idcliente, iddenunciadoc);
    if (!row || !(await seesAnyCase(app.db, claims, [row.iddenuncia]))) {
      throw notFound();
    }
    if (claims.tipoacceso === 'Informante') {
      const { complaintId } = await documentCallerOf(app, claims);
      if (complaintId !== row.iddenuncia) {
        throw notFound();
      }
    }
    await auditDocumentAction(app, claims, {
      accion: 'leer_documentos',
      resultado: 'ok',
      iddenuncia: row.iddenuncia,
      detalle: documentDetail(row.iddocumento),
    });
    return presentComplaintDoc(await app.tenantKeys.keyFor(claims.idcliente), row);
  });
}

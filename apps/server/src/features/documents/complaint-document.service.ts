import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { findComplaintDoc } from '../../domain/document/complaint-doc.repository.ts';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type {
  ComplaintDoc,
  CreateComplaintDocBody,
  UpdateComplaintDocBody,
} from '@atalaya/contract/complaints/document.schemas';
import { decryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { seesAnyCase } from '../../domain/complaint/case-access.repository.ts';
import {
  auditDocumentAction,
  auditRefusals,
  documentDetail,
  type DocumentAuditScope,
} from '../../domain/document/document-audit.service.ts';
import { documentContexts } from '../../domain/document/document-content.service.ts';
import {
  deleteComplaintDoc,
  findComplaintById,
  findDocumentLinks,
  linkHandlerUpload,
  relinkHandlerDocument,
} from '../../domain/document/document.repository.ts';
import { notFound, onComplaintDocument, presentComplaintDoc } from './document.service.ts';
import { manageMessages, updateDocument } from './handler-document.service.ts';

/**
 * The links of `den_denuncia_docs` (spec §7) as administrators make and undo them, every action
 * audited. What a reporter sent, and what a reporter was sent, is part of the record: never
 * unlinked (docs/decisions/026).
 */

export const complaintDocMessages = {
  alreadyListed: 'El documento ya está vinculado a esta denuncia',
  reporterEvidence: 'Los documentos aportados por un informante solo pertenecen a su propia denuncia',
  reporterEvidenceRecord:
    'Los documentos aportados por el informante constan en el expediente y no se pueden desvincular',
  notifiedRecord: 'El documento se ha enviado al informante en una notificación y no se puede desvincular',
} as const;

/** A business rule refused on purpose (501, its message shown; not a server problem to log). */
function refused(message: string): AppError {
  return new AppError('BUSINESS_RULE', message, { reportable: false });
}

/**
 * A linked document of the tenant whose complaint is still open (its complaint noted in `scope`):
 * 404 when missing or another tenant's, 501 once the complaint is resolved.
 */
async function openComplaintDoc(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenunciadoc: number,
  scope: DocumentAuditScope,
) {
  const row = await findComplaintDoc(app.db, claims.idcliente, iddenunciadoc);
  if (!row || !(await seesAnyCase(app.db, claims, [row.iddenuncia]))) {
    throw notFound();
  }
  scope.iddenuncia = row.iddenuncia;
  const complaint = await findComplaintById(app.db, claims.idcliente, row.iddenuncia);
  if (complaint?.idestadodenuncia === resolvedStatusId) {
    throw refused(manageMessages.resolved);
  }
  return row;
}

/**
 * `POST /api/denuncias/den_denuncia_docs/`: lists a handler document of the tenant under one of its
 * open complaints (see createComplaintDocBodySchema): the caller's own pending upload joins the
 * complaint as `POST /gdoc/documento/` does, and a document the complaint had taken off its list
 * is listed again. A document belongs to one complaint at most. Audited 'vincular_documento'.
 */
export async function linkComplaintDoc(
  app: FastifyInstance,
  claims: TokenClaims,
  input: CreateComplaintDocBody['den_denuncia_docs'],
): Promise<ComplaintDoc> {
  return onComplaintDocument(app, claims, 'vincular_documento', input, async (complaint, row) => {
    if (complaint.idestadodenuncia === resolvedStatusId) {
      throw refused(manageMessages.resolved);
    }
    const links = await findDocumentLinks(app.db, claims.idcliente, row.iddocumento);
    if (links.complaintIds.includes(complaint.iddenuncia)) {
      throw new AppError('CONFLICT', complaintDocMessages.alreadyListed);
    }
    if (row.origen !== 'gestor') {
      throw new AppError('CONFLICT', complaintDocMessages.reporterEvidence);
    }
    if (links.complaintIds.length > 0 || (row.iddenuncia !== null && row.iddenuncia !== complaint.iddenuncia)) {
      throw new AppError('CONFLICT', manageMessages.alreadyLinked);
    }
    const target = {
      idcliente: claims.idcliente,
      iddenuncia: complaint.iddenuncia,
      iddocumento: row.iddocumento,
      now: nowIso(),
    };
    let iddenunciadoc: number | undefined;
    if (row.iddenuncia === complaint.iddenuncia) {
      iddenunciadoc = await relinkHandlerDocument(app.db, target);
    } else if (row.sid_subida === claims.sid) {
      iddenunciadoc = await app.db
        .transaction()
        .execute((trx) => linkHandlerUpload(trx, { ...target, sid: claims.sid }, undefined));
    } else {
      throw new AppError('CONFLICT', manageMessages.notOwnUpload);
    }
    if (iddenunciadoc === undefined) {
      throw new AppError('CONFLICT', complaintDocMessages.alreadyListed);
    }
    const linked = await findComplaintDoc(app.db, claims.idcliente, iddenunciadoc);
    if (!linked) {
      throw new AppError('INTERNAL', messages.internal, { reportable: true });
    }
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    await auditDocumentAction(app, claims, {
      accion: 'vincular_documento',
      resultado: 'ok',
      iddenuncia: complaint.iddenuncia,
      detalle: documentDetail(
        row.iddocumento,
        decryptText(key, row.sha256, documentContexts.sha256(row.blob_key)),
        `iddenunciadoc=${iddenunciadoc}`,
      ),
    });
    return presentComplaintDoc(key, linked);
  });
}

/**
 * `PUT /api/denuncias/den_denuncia_docs/`: the description of a linked handler document while its
 * complaint is open; the change itself is `PUT /gdoc/documento/` (409 for a reporter's evidence,
 * audited 'editar_documento'). Answers the complaint document.
 */
export async function updateComplaintDoc(
  app: FastifyInstance,
  claims: TokenClaims,
  input: UpdateComplaintDocBody['den_denuncia_docs'],
): Promise<ComplaintDoc> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const refusal = { accion: 'editar_documento', detalle: `iddenunciadoc=${input.iddenunciadoc}`, scope } as const;
  const row = await auditRefusals(app, claims, refusal, () =>
    openComplaintDoc(app, claims, input.iddenunciadoc, scope),
  );
  await updateDocument(app, claims, { iddocumento: row.iddocumento, descripcion: input.descripcion });
  const updated = await findComplaintDoc(app.db, claims.idcliente, input.iddenunciadoc);
  if (!updated) {
    throw notFound();
  }
  return presentComplaintDoc(await app.tenantKeys.keyFor(claims.idcliente), updated);
}

/**
 * `DELETE /api/denuncias/den_denuncia_docs/{id}`: takes a handler document off a complaint's list
 * while the complaint is open. The document itself stays (it may be listed again); a reporter's
 * evidence and a document the reporter was sent in a notification are never taken off (501).
 * Audited 'desvincular_documento'.
 */
export async function unlinkComplaintDoc(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenunciadoc: number,
): Promise<void> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const refusal = { accion: 'desvincular_documento', detalle: `iddenunciadoc=${iddenunciadoc}`, scope } as const;
  await auditRefusals(app, claims, refusal, async () => {
    const row = await openComplaintDoc(app, claims, iddenunciadoc, scope);
    if (row.origen !== 'gestor') {
      throw refused(complaintDocMessages.reporterEvidenceRecord);
    }
    const links = await findDocumentLinks(app.db, claims.idcliente, row.iddocumento);
    if (links.notificationComplaintIds.includes(row.iddenuncia)) {
      throw refused(complaintDocMessages.notifiedRecord);
    }
    if (!(await deleteComplaintDoc(app.db, claims.idcliente, iddenunciadoc))) {
      throw notFound();
    }
    await auditDocumentAction(app, claims, {
      accion: 'desvincular_documento',
      resultado: 'ok',
      iddenuncia: row.iddenuncia,
      detalle: documentDetail(row.iddocumento, undefined, `iddenunciadoc=${iddenunciadoc}`),
    });
  });
}

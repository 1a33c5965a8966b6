import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { seesAnyCase } from '../../domain/complaint/case-access.repository.ts';
import { findDocument, findDocumentLinks } from '../../domain/document/document.repository.ts';
import { AppError, messages } from '../../lib/errors.ts';

/**
 * A copy of a document that is part of cases the administrator may not see (case-access.policy:
 * a gestor's cases are the assigned ones) answers 404, exactly as a missing document. Missing
 * documents are left to the copy itself (which audits the refusal).
 */
export async function assertCopySourceVisible(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
): Promise<void> {
  const row = await findDocument(app.db, claims.idcliente, iddocumento);
  if (!row) {
    return;
  }
  const links = await findDocumentLinks(app.db, claims.idcliente, iddocumento);
  const ids = [
    ...(row.iddenuncia === null ? [] : [row.iddenuncia]),
    ...links.complaintIds,
    ...links.notificationComplaintIds,
  ];
  if (ids.length > 0 && !(await seesAnyCase(app.db, claims, ids))) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
}

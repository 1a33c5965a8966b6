import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { AuditAction } from '@atalaya/contract/complaints/case-detail.schemas';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { DocumentLinks } from './document.repository.ts';

/**
 * The audit trail of administrators' document actions (lib/audit.ts). Rows carry ids, hash
 * prefixes and codes only: never a file name, a description or any content.
 */

/** What an audit row says about a document: filled in as the action learns it. */
export type DocumentAuditScope = { iddenuncia: number | null };

/** Refusals recorded as 'denegado' (validation mistakes are not refusals). */
const refusalCodes = new Set(['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'BUSINESS_RULE']);

/**
 * `detalle` of a document row.
 * @example documentDetail(12, 'abcd1234ef…') // 'iddocumento=12 sha256=abcd1234'
 */
export function documentDetail(iddocumento: number, sha256?: string, extra?: string): string {
  return [`iddocumento=${iddocumento}`, sha256 === undefined ? '' : `sha256=${sha256.slice(0, 8)}`, extra ?? '']
    .filter((part) => part !== '')
    .join(' ');
}

/** The complaint a document belongs to (its own, a den_denuncia_docs link, a notification), or null. */
export function complaintIdOf(doc: { iddenuncia: number | null; links: DocumentLinks }): number | null {
  return doc.iddenuncia ?? doc.links.complaintIds[0] ?? doc.links.notificationComplaintIds[0] ?? null;
}

/** Appends one row for an administrator's action; anybody else's actions are not audited here. */
export async function auditDocumentAction(
  app: FastifyInstance,
  claims: TokenClaims,
  event: { accion: AuditAction; resultado: 'ok' | 'denegado'; iddenuncia: number | null; detalle: string },
): Promise<void> {
  if (claims.tipoacceso !== 'Privado') {
    return;
  }
  await recordAudit(app.db, claims, { idcliente: claims.idcliente, ...event });
}

/**
 * Runs an administrator's document action; when it is refused (403, 404, 409, 501) a 'denegado'
 * row is written — with the complaint once `scope` knows it, and the requested ids in `detalle` —
 * before the refusal is answered. Successful actions record their own 'ok' row (they know the hash).
 */
export async function auditRefusals<T>(
  app: FastifyInstance,
  claims: TokenClaims,
  refusal: { accion: AuditAction; detalle: string; scope?: DocumentAuditScope },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && refusalCodes.has(error.code)) {
      await auditDocumentAction(app, claims, {
        accion: refusal.accion,
        resultado: 'denegado',
        iddenuncia: refusal.scope?.iddenuncia ?? null,
        detalle: refusal.detalle,
      });
    }
    throw error;
  }
}

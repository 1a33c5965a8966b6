import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  auditActions,
  auditResults,
  type AuditAction,
  type AuditEntry,
  type AuditResult,
} from '@atalaya/contract/complaints/case-detail.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import { findAuditRows, type AuditRow } from './audit-trail.repository.ts';
import { getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import { pageOf, sortOf } from '../../lib/list-request.ts';

function isAction(text: string): text is AuditAction {
  return (auditActions as readonly string[]).includes(text);
}

function isResult(text: string): text is AuditResult {
  return (auditResults as readonly string[]).includes(text);
}

/** A stored row as the API shows it (the chain hashes stay in the database). */
function present(row: AuditRow): AuditEntry | undefined {
  if (!isAction(row.accion) || !isResult(row.resultado)) {
    return undefined;
  }
  return {
    idauditoria: row.idauditoria,
    iddenuncia: row.iddenuncia,
    idusuario: row.idusuario,
    usuario: row.usuario,
    accion: row.accion,
    resultado: row.resultado,
    detalle: row.detalle,
    fec_evento: row.fec_evento,
  };
}

/**
 * `POST /api/denuncias/den_auditoria/GetList`: a case's audit trail (filter `iddenuncia`,
 * required), newest first. Administrators only; another tenant's case → 404. The read itself is
 * recorded after the page is taken, so it shows in the next read, not in this one.
 */
export async function findAuditPage(
  app: FastifyInstance,
  claims: TokenClaims,
  request: ListRequest,
  iddenuncia: number,
): Promise<{ total: number; data: AuditEntry[] }> {
  const sort = sortOf(request, ['idauditoria', 'fec_evento'] as const, { column: 'idauditoria', order: 'desc' });
  const complaint = await getHandledCase(app, claims, iddenuncia);
  const { rows, total } = await findAuditRows(
    app.db,
    { idcliente: claims.idcliente, iddenuncia: complaint.iddenuncia },
    { order: sort.order, ...pageOf(request) },
  );
  return {
    total: total ?? -1,
    data: rows.map(present).filter((entry): entry is AuditEntry => entry !== undefined),
  };
}

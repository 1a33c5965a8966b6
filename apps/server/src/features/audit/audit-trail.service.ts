import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { AuditEntry } from '@atalaya/contract/complaints/case-detail.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import { findAuditRows } from './audit-trail.repository.ts';
import { getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import { auditEntriesOf } from '../../lib/audit.ts';
import { pageOf, sortOf } from '../../lib/list-request.ts';

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
    data: auditEntriesOf(rows),
  };
}

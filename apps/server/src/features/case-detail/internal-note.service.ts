import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { InternalNote, InternalNoteBody } from '@atalaya/contract/complaints/case-detail.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import { findUserEmails } from './case-detail.repository.ts';
import { getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import { findSessionUserId } from '../../domain/complaint/chat.repository.ts';
import { findInternalNotes, insertInternalNote } from './internal-note.repository.ts';
import { pageOf, sortOf } from '../../lib/list-request.ts';

function present(
  key: Buffer,
  row: { idnota: number; iddenuncia: number; nota: string; fec_alta: string },
  email: string,
): InternalNote {
  return {
    idnota: row.idnota,
    iddenuncia: row.iddenuncia,
    nota: decryptText(key, row.nota, sealedColumn.internalNote(row.iddenuncia)),
    usuario: email,
    fec_alta: row.fec_alta,
  };
}

/**
 * `POST /api/denuncias/den_notas_internas/GetList`: a case's internal notes (filter `iddenuncia`,
 * required), oldest first, decrypted. Administrators only; another tenant's case → 404.
 */
export async function findInternalNotePage(
  app: FastifyInstance,
  claims: TokenClaims,
  request: ListRequest,
  iddenuncia: number,
): Promise<{ total: number; data: InternalNote[] }> {
  const sort = sortOf(request, ['fec_alta', 'idnota'] as const, { column: 'fec_alta', order: 'asc' });
  const complaint = await getHandledCase(app, claims, iddenuncia);
  const { rows, total } = await findInternalNotes(
    app.db,
    { idcliente: claims.idcliente, iddenuncia: complaint.iddenuncia },
    { sort: sort.column, order: sort.order, ...pageOf(request) },
  );
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  return { total: total ?? -1, data: rows.map((row) => present(key, row, row.email ?? '')) };
}

/**
 * `POST /api/denuncias/den_notas_internas/`: appends an encrypted note to a case of the tenant.
 * Notes are the handlers' own record, so a resolved case still takes them.
 */
export async function createInternalNote(
  app: FastifyInstance,
  claims: TokenClaims,
  input: InternalNoteBody['den_notas_internas'],
): Promise<InternalNote> {
  const complaint = await getHandledCase(app, claims, input.iddenuncia);
  const idusuario = await findSessionUserId(app.db, claims.idcliente, claims.sid);
  if (idusuario === null) {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  const row = await insertInternalNote(app.db, {
    idcliente: claims.idcliente,
    iddenuncia: complaint.iddenuncia,
    nota: encryptText(key, input.nota, sealedColumn.internalNote(complaint.iddenuncia)),
    idusuario,
    fec_alta: nowIso(),
  });
  const emails = await findUserEmails(app.db, claims.idcliente, [idusuario]);
  return present(key, row, emails.get(idusuario) ?? '');
}

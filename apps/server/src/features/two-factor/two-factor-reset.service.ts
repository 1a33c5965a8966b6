import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { twoFactorMessages } from '@atalaya/contract/auth/two-factor.schemas';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { clearFactor, findPersonFactor } from './two-factor-reset.repository.ts';

/**
 * `DELETE /api/admin/usuarios/:id/segundo-factor` (decision 038): a Responsable removes another
 * person's second factor (lost phone, lost codes); their next sign-in asks for a new enrolment
 * when the tenant requires one. Only a person of the caller's tenant (404 otherwise); audited as
 * `restablecer_segundo_factor` with the person's id.
 */
export async function resetTwoFactor(app: FastifyInstance, claims: TokenClaims, idusuario: number): Promise<void> {
  const person = await findPersonFactor(app.db, claims.idcliente, idusuario);
  if (!person) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  await clearFactor(app.db, claims.idcliente, idusuario);
  await recordAudit(app.db, claims, {
    idcliente: claims.idcliente,
    iddenuncia: null,
    accion: 'restablecer_segundo_factor',
    resultado: 'ok',
    detalle: `idusuario=${idusuario}${person.totp_activo === 1 ? '' : ' sin_factor'}`,
  });
}

export const resetMessage = twoFactorMessages.reset;

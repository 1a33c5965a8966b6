import type { FastifyInstance } from 'fastify';
import { twoFactorMessages, type TwoFactorChallengeResponse } from '@atalaya/contract/auth/two-factor.schemas';
import { recordOrgAudit, type AuditActor } from '../../lib/audit.ts';
import type { AuditAction, AuditResult } from '@atalaya/contract/complaints/case-detail.schemas';
import { passwordTag, sealChallenge } from './two-factor-challenge.rules.ts';
import { findTenantParameters } from './two-factor-secret.repository.ts';

/** Whether a tenant's `parametros_cliente` asks every person for a second factor. */
export function twoFactorRequired(parametros: string | undefined): boolean {
  try {
    const value: unknown = JSON.parse(parametros ?? '{}');
    return typeof value === 'object' && value !== null && 'dos_factores_obligatorio' in value
      ? value.dos_factores_obligatorio === true
      : false;
  } catch {
    return false;
  }
}

/** What a person with a correct password still owes before getting tokens. */
export type SignInPerson = { idusuario: number; password_hash: string; totp_activo: number };

/**
 * The second step a person must take after a correct password (decision 038), or null when the
 * token pair can be issued now: a code when they have a factor; the enrolment of one when their
 * tenant requires it and they have none.
 */
export async function secondStepOf(
  app: FastifyInstance,
  idcliente: number,
  person: SignInPerson,
): Promise<TwoFactorChallengeResponse | null> {
  let kind: 'codigo' | 'alta';
  if (person.totp_activo === 1) {
    kind = 'codigo';
  } else if (twoFactorRequired(await findTenantParameters(app.db, idcliente))) {
    kind = 'alta';
  } else {
    return null;
  }
  const key = await app.tenantKeys.keyFor(idcliente);
  const challenge = sealChallenge(key, {
    idcliente,
    idusuario: person.idusuario,
    kind,
    passwordTag: passwordTag(person.password_hash),
  });
  return {
    success: true,
    message: kind === 'codigo' ? twoFactorMessages.codeNeeded : twoFactorMessages.enrolmentRequired,
    segundo_factor: { reto: challenge.reto, paso: kind, expires: challenge.expires },
  };
}

/** The name an attempt is recorded under: the e-mail as typed, trimmed, lowercased and capped. */
export function typedEmail(email: string): string {
  return email.trim().toLowerCase().slice(0, 254);
}

/** Records one sign-in event of the organisation's trail (never a code, a secret or a password). */
export async function recordSignInEvent(
  app: FastifyInstance,
  actor: AuditActor,
  event: { idcliente: number; accion: AuditAction; resultado: AuditResult; detalle?: string },
): Promise<void> {
  await recordOrgAudit(app.db, actor, { ...event, iddenuncia: null });
}

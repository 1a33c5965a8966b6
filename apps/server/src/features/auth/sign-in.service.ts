import type { FastifyInstance } from 'fastify';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import type { TwoFactorChallengeResponse } from '@atalaya/contract/auth/two-factor.schemas';
import { AppError } from '../../lib/errors.ts';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { accountKeyOf, type LoginThrottle } from '../../domain/session/login-throttle.policy.ts';
import { findUserByEmail } from '../../domain/session/session.repository.ts';
import { authMessages, sessionAgent, signInPerson } from '../../domain/session/session.service.ts';
import { recordSignInEvent, secondStepOf, typedEmail } from '../../domain/session/two-factor-gate.service.ts';

export type LoginAttempt = {
  email: string;
  password: string;
  host: string | undefined;
  source: string;
  /** The request's user agent (kept, cut, on the administrator's session row). */
  agent: string | undefined;
};
export type LoginResult =
  | { kind: 'signed-in'; pair: TokenPairResponse }
  | { kind: 'second-step'; challenge: TwoFactorChallengeResponse }
  | { kind: 'blocked'; retryAfterSeconds: number };

/**
 * `POST /api/auth/login`. Unknown e-mail, wrong password and inactive account fail alike (same
 * status, message and, through verifyPassword's dummy hash, time). The attempt is reserved
 * before any lookup or hash (login-throttle.policy.ts); while blocked the answer is `blocked`.
 */
export async function login(
  app: FastifyInstance,
  throttle: LoginThrottle,
  attempt: LoginAttempt,
): Promise<LoginResult> {
  const idcliente = await resolveTenantOfHost(app.db, attempt.host, app.config.defaultTenant);
  const accountKey = accountKeyOf(idcliente, attempt.email);
  const turn = await throttle.reserve(accountKey, attempt.source);
  if (turn.kind === 'blocked') {
    return turn;
  }
  const user = await findUserByEmail(app.db, idcliente, attempt.email);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, attempt.password);
  const actor = {
    idusuario: user?.idusuario ?? null,
    usuario: user ? user.email.toLowerCase() : typedEmail(attempt.email),
  };
  if (!user || !passwordOk || user.activo !== 1) {
    await recordSignInEvent(app, actor, { idcliente, accion: 'iniciar_sesion', resultado: 'denegado' });
    throw new AppError('UNAUTHENTICATED', authMessages.badCredentials);
  }
  await turn.reservation.succeeded();
  const challenge = await secondStepOf(app, idcliente, user);
  await recordSignInEvent(app, actor, {
    idcliente,
    accion: 'iniciar_sesion',
    resultado: 'ok',
    detalle: challenge ? `segundo_factor=${challenge.segundo_factor.paso}` : '',
  });
  if (challenge) {
    return { kind: 'second-step', challenge };
  }
  return { kind: 'signed-in', pair: await signInPerson(app, idcliente, user, sessionAgent(attempt.agent)) };
}

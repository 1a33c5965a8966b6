import type { FastifyInstance } from 'fastify';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import {
  recoveryCodePattern,
  twoFactorMessages,
  twoFactorRules,
  type ChallengeKind,
} from '@atalaya/contract/auth/two-factor.schemas';
import { decryptText } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import { hashRecoveryCode, matchTotpStep } from '../../lib/totp.ts';
import { RetryLaterError } from '../../domain/session/account-throttle.policy.ts';
import { sessionAgent, signInPerson } from '../../domain/session/session.service.ts';
import { openChallenge, passwordTag, tenantOfChallenge } from '../../domain/session/two-factor-challenge.rules.ts';
import { recordSignInEvent } from '../../domain/session/two-factor-gate.service.ts';
import {
  acceptTimeStep,
  clearFailures,
  countFailure,
  findFactorState,
  spendRecoveryCode,
} from '../../domain/session/two-factor-secret.repository.ts';

export type FactorState = NonNullable<Awaited<ReturnType<typeof findFactorState>>>;
export type OpenedChallenge = { idcliente: number; idusuario: number; state: FactorState };

function expired(): AppError {
  return new AppError('UNAUTHENTICATED', twoFactorMessages.challengeExpired);
}

/**
 * Opens a challenge of the expected kind and loads its person: the tenant's key must open it, it
 * must not have expired, and the person must still be active with the same password.
 */
export async function openChallengeOf(
  app: FastifyInstance,
  reto: string,
  kind: ChallengeKind,
): Promise<OpenedChallenge> {
  const idcliente = tenantOfChallenge(reto);
  if (idcliente === null) {
    throw expired();
  }
  const tenant = await app.db
    .selectFrom('clientes')
    .select(['idcliente', 'activo'])
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  if (tenant?.activo !== 1) {
    throw expired();
  }
  const challenge = openChallenge(await app.tenantKeys.keyFor(idcliente), idcliente, reto);
  if (!challenge || challenge.kind !== kind) {
    throw expired();
  }
  const state = await findFactorState(app.db, idcliente, challenge.idusuario);
  if (!state || state.activo !== 1 || passwordTag(state.password_hash) !== challenge.passwordTag) {
    throw expired();
  }
  return { idcliente, idusuario: challenge.idusuario, state };
}

/** Seconds until a lock ends, or 0 when the second step is not locked. */
export function lockSecondsLeft(state: { totp_bloqueo_hasta: string | null }, nowMs = Date.now()): number {
  if (state.totp_bloqueo_hasta === null) {
    return 0;
  }
  const left = Math.ceil((Date.parse(state.totp_bloqueo_hasta) - nowMs) / 1000);
  return left > 0 ? left : 0;
}

/** Whether a code (TOTP or recovery) is right; spends it when it is (a code works once). */
async function spendCode(
  app: FastifyInstance,
  opened: OpenedChallenge,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const { idcliente, idusuario, state } = opened;
  if (recoveryCodePattern.test(code)) {
    const spent = await spendRecoveryCode(app.db, idcliente, idusuario, hashRecoveryCode(code), nowIso());
    if (spent) {
      await clearFailures(app.db, idcliente, idusuario);
    }
    return spent ? 'recovery' : null;
  }
  if (state.totp_secreto === null) {
    return null;
  }
  const key = await app.tenantKeys.keyFor(idcliente);
  const secret = decryptText(key, state.totp_secreto, sealedColumn.totpSecret(idusuario));
  const step = matchTotpStep(secret, code);
  // A step at or before the last accepted one is a replay: refused like a wrong code.
  return step !== null && (await acceptTimeStep(app.db, idcliente, idusuario, step)) ? 'totp' : null;
}

/**
 * `POST /api/auth/segundo-factor`: the challenge of a correct password and a TOTP code or a
 * recovery code; answers the token pair of a new session. While the account's second step is
 * locked every code is refused (429 with the seconds left); the 5th wrong code in a row locks it.
 */
export async function completeSecondStep(
  app: FastifyInstance,
  input: { reto: string; codigo: string; agent: string | undefined },
): Promise<TokenPairResponse> {
  const opened = await openChallengeOf(app, input.reto, 'codigo');
  const { idcliente, idusuario, state } = opened;
  const actor = { idusuario, usuario: state.email.toLowerCase() };
  if (state.totp_activo !== 1) {
    throw expired();
  }
  const locked = lockSecondsLeft(state);
  if (locked > 0) {
    await recordSignInEvent(app, actor, {
      idcliente,
      accion: 'segundo_factor',
      resultado: 'denegado',
      detalle: 'bloqueada',
    });
    throw new RetryLaterError(twoFactorMessages.locked, locked);
  }
  const accepted = await spendCode(app, opened, input.codigo);
  if (accepted === null) {
    const lockUntil = new Date(Date.now() + twoFactorRules.lockMinutes * 60_000).toISOString();
    const nowLocked = await countFailure(app.db, idcliente, idusuario, twoFactorRules.failuresBeforeLock, lockUntil);
    await recordSignInEvent(app, actor, { idcliente, accion: 'segundo_factor', resultado: 'denegado' });
    if (nowLocked) {
      await recordSignInEvent(app, actor, {
        idcliente,
        accion: 'bloquear_cuenta',
        resultado: 'ok',
        detalle: `segundo_factor ${twoFactorRules.lockMinutes} min`,
      });
      throw new RetryLaterError(twoFactorMessages.locked, twoFactorRules.lockMinutes * 60);
    }
    throw new AppError('UNAUTHENTICATED', twoFactorMessages.wrongCode);
  }
  if (accepted === 'recovery') {
    await recordSignInEvent(app, actor, { idcliente, accion: 'usar_codigo_recuperacion', resultado: 'ok' });
  }
  await recordSignInEvent(app, actor, {
    idcliente,
    accion: 'segundo_factor',
    resultado: 'ok',
    detalle: accepted === 'recovery' ? 'codigo_recuperacion' : 'totp',
  });
  return signInPerson(
    app,
    idcliente,
    { idusuario, nombre: state.nombre, email: state.email },
    sessionAgent(input.agent),
  );
}

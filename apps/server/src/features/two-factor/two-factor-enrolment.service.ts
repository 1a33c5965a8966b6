import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  twoFactorMessages,
  twoFactorRules,
  type ChallengeEnrolmentConfirmedResponse,
  type EnrolmentResponse,
  type TwoFactorStatusResponse,
} from '@atalaya/contract/auth/two-factor.schemas';
import { encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCode,
  newTotpSecret,
  totpQrDataUrl,
  totpUri,
} from '../../lib/totp.ts';
import { sessionAgent, signInPerson } from '../../domain/session/session.service.ts';
import { openPendingSecret, sealPendingSecret } from '../../domain/session/two-factor-challenge.rules.ts';
import { recordSignInEvent, twoFactorRequired } from '../../domain/session/two-factor-gate.service.ts';
import {
  activateFactor,
  countRecoveryCodes,
  findFactorState,
  findSessionPerson,
} from '../../domain/session/two-factor-secret.repository.ts';
import { openChallengeOf } from './second-step.service.ts';

type Person = { idcliente: number; idusuario: number };

/** A new secret for a person, not active until a code confirms it (the old factor works until then). */
async function newEnrolment(app: FastifyInstance, person: Person): Promise<EnrolmentResponse> {
  const state = await findFactorState(app.db, person.idcliente, person.idusuario);
  if (!state || state.activo !== 1) {
    throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
  }
  const secret = newTotpSecret();
  const uri = totpUri(secret, state.cliente, state.email.toLowerCase());
  const key = await app.tenantKeys.keyFor(person.idcliente);
  return {
    success: true,
    uri,
    secreto: secret,
    qr: await totpQrDataUrl(uri),
    alta: sealPendingSecret(key, person.idusuario, secret),
  };
}

/**
 * Confirms a pending secret with one of its codes: the secret (sealed with the tenant's key) and
 * ten new recovery codes (only their hashes) replace the old ones in one transaction. Answers the
 * codes, which are never shown again. Audited as `activar_segundo_factor`.
 */
async function confirm(
  app: FastifyInstance,
  person: Person & { email: string },
  body: { alta: string; codigo: string },
): Promise<string[]> {
  const key = await app.tenantKeys.keyFor(person.idcliente);
  const secret = openPendingSecret(key, person.idusuario, body.alta);
  if (secret === null) {
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.enrolmentExpired, {
      errors: [{ path: 'body.alta', message: twoFactorMessages.enrolmentExpired }],
    });
  }
  const step = matchTotpStep(secret, body.codigo);
  if (step === null) {
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.wrongCode, {
      errors: [{ path: 'body.codigo', message: twoFactorMessages.wrongCode }],
    });
  }
  const codes = Array.from({ length: twoFactorRules.recoveryCodes }, newRecoveryCode);
  await activateFactor(app.db, {
    idcliente: person.idcliente,
    idusuario: person.idusuario,
    sealedSecret: encryptText(key, secret, sealedColumn.totpSecret(person.idusuario)),
    step,
    codeHashes: codes.map(hashRecoveryCode),
    now: nowIso(),
  });
  await recordSignInEvent(
    app,
    { idusuario: person.idusuario, usuario: person.email.toLowerCase() },
    { idcliente: person.idcliente, accion: 'activar_segundo_factor', resultado: 'ok' },
  );
  return codes;
}

/** The signed-in person of a back-office session (from the session row, never the token's text). */
async function personOf(app: FastifyInstance, claims: TokenClaims): Promise<Person & { email: string }> {
  const person = await findSessionPerson(app.db, claims.sid, claims.idcliente);
  if (!person) {
    throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
  }
  return { idcliente: claims.idcliente, idusuario: person.idusuario, email: person.email };
}

/** `GET /api/auth/cuenta/segundo-factor`: whether the signed-in person has a factor. */
export async function twoFactorStatus(app: FastifyInstance, claims: TokenClaims): Promise<TwoFactorStatusResponse> {
  const person = await personOf(app, claims);
  const state = await findFactorState(app.db, person.idcliente, person.idusuario);
  return {
    success: true,
    activo: state?.totp_activo === 1,
    codigos_restantes: await countRecoveryCodes(app.db, person.idcliente, person.idusuario),
    obligatorio: twoFactorRequired(state?.parametros_cliente),
  };
}

/** `POST /api/auth/cuenta/segundo-factor`: a new secret for the signed-in person. */
export async function startEnrolment(app: FastifyInstance, claims: TokenClaims): Promise<EnrolmentResponse> {
  return newEnrolment(app, await personOf(app, claims));
}

/** `POST /api/auth/cuenta/segundo-factor/confirmar`: activates it; answers the recovery codes. */
export async function confirmEnrolment(
  app: FastifyInstance,
  claims: TokenClaims,
  body: { alta: string; codigo: string },
): Promise<string[]> {
  return confirm(app, await personOf(app, claims), body);
}

/** An enrolment challenge of a person who still has no factor (else 409: sign in with the code). */
async function enrolmentChallenge(app: FastifyInstance, reto: string) {
  const opened = await openChallengeOf(app, reto, 'alta');
  if (opened.state.totp_activo === 1) {
    throw new AppError('CONFLICT', twoFactorMessages.alreadyEnrolled);
  }
  return opened;
}

/** `POST /api/auth/segundo-factor/alta`: a new secret for the holder of an enrolment challenge. */
export async function startChallengeEnrolment(app: FastifyInstance, reto: string): Promise<EnrolmentResponse> {
  const opened = await enrolmentChallenge(app, reto);
  return newEnrolment(app, { idcliente: opened.idcliente, idusuario: opened.idusuario });
}

/**
 * `POST /api/auth/segundo-factor/alta/confirmar`: activates the factor of the challenge's person
 * and signs them in: the token pair and the recovery codes.
 */
export async function confirmChallengeEnrolment(
  app: FastifyInstance,
  input: { reto: string; alta: string; codigo: string; agent: string | undefined },
): Promise<ChallengeEnrolmentConfirmedResponse> {
  const { idcliente, idusuario, state } = await enrolmentChallenge(app, input.reto);
  const codigos = await confirm(app, { idcliente, idusuario, email: state.email }, input);
  const pair = await signInPerson(
    app,
    idcliente,
    { idusuario, nombre: state.nombre, email: state.email },
    sessionAgent(input.agent),
  );
  return { ...pair, codigos };
}

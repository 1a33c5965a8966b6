import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  accountMessages,
  type AcceptInvitationBody,
  type InvitationResponse,
} from '@atalaya/contract/auth/account.schemas';
import type { LoginResponse } from '@atalaya/contract/auth/two-factor.schemas';
import type { Database } from '../../db/schema.ts';
import { findInvitationByTokenHash, markInvitationAccepted } from '../../domain/tenant/invitation.repository.ts';
import { AppError } from '../../lib/errors.ts';
import { passwordProblem } from '../../lib/password-rules.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { nowIso } from '../../lib/time.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findPersonByEmail, insertPerson, reactivatePerson } from './account.repository.ts';
import { RetryLaterError, type AccountThrottle } from '../../domain/session/account-throttle.policy.ts';
import { authMessages, sessionAgent, signInPerson } from '../../domain/session/session.service.ts';
import { secondStepOf } from '../../domain/session/two-factor-gate.service.ts';

type OpenInvitation = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

/** Thrown when the link cannot be used, whatever the reason (unknown, expired, used, revoked, closed channel). */
function invalidLink(): AppError {
  return new AppError('NOT_FOUND', accountMessages.invalidLink);
}

/** Raised inside the acceptance's transaction to roll it back with an answer. */
class Refused extends Error {
  constructor(readonly answer: AppError) {
    super(answer.message);
  }
}

/**
 * The open invitation of a token, or the one "invalid link" error: the throttle reserves the
 * attempt before the lookup (decision 022), a usable link gives the reservation back.
 */
async function openInvitation(
  app: FastifyInstance,
  throttle: AccountThrottle,
  token: string,
  source: string,
): Promise<OpenInvitation> {
  const turn = await throttle.reserveLink(source);
  if (turn.kind === 'blocked') {
    throw new RetryLaterError(authMessages.rateLimited, turn.retryAfterSeconds);
  }
  const invitation = await findInvitationByTokenHash(app.db, hashToken(token));
  const usable =
    invitation !== undefined &&
    invitation.fec_aceptada === null &&
    invitation.fec_revocada === null &&
    invitation.fec_expira > nowIso() &&
    invitation.cliente_activo === 1;
  if (!usable) {
    throw invalidLink();
  }
  await turn.succeeded();
  return invitation;
}

/** `GET /api/auth/invitacion/:token`: the address, channel and role an open invitation is for. */
export async function readInvitation(
  app: FastifyInstance,
  throttle: AccountThrottle,
  token: string,
  source: string,
): Promise<InvitationResponse> {
  const invitation = await openInvitation(app, throttle, token, source);
  return { success: true, email: invitation.email, cliente: invitation.cliente, rol: invitation.rol };
}

/** Creates the person (or gives a disabled one their account back); refuses an active one. */
async function createPerson(
  db: Kysely<Database>,
  invitation: OpenInvitation,
  values: { nombre: string; password_hash: string },
  now: string,
): Promise<number> {
  if (!(await markInvitationAccepted(db, invitation.idinvitacion, now))) {
    throw new Refused(invalidLink());
  }
  const existing = await findPersonByEmail(db, invitation.idcliente, invitation.email);
  if (existing?.activo === 1) {
    throw new Refused(new AppError('CONFLICT', accountMessages.alreadyMember));
  }
  if (existing) {
    await reactivatePerson(db, invitation.idcliente, existing.idusuario, { ...values, rol: invitation.rol });
    return existing.idusuario;
  }
  return insertPerson(db, {
    idcliente: invitation.idcliente,
    email: invitation.email,
    rol: invitation.rol,
    fec_alta: now,
    ...values,
  });
}

/**
 * `POST /api/auth/invitacion/:token`: checks the password rules against the invited address,
 * then in one transaction marks the invitation accepted (once: a concurrent second use loses) and
 * creates the person with the invitation's role; answers the token pair of a new session, or
 * the enrolment challenge when the tenant requires a second factor.
 */
export async function acceptInvitation(
  app: FastifyInstance,
  throttle: AccountThrottle,
  input: { token: string; body: AcceptInvitationBody; source: string; agent: string | undefined },
): Promise<LoginResponse> {
  const invitation = await openInvitation(app, throttle, input.token, input.source);
  const problem = passwordProblem(input.body.password, invitation.email);
  if (problem) {
    throw new AppError('VALIDATION_FAILED', problem, { errors: [{ path: 'body.password', message: problem }] });
  }
  const values = { nombre: input.body.nombre.trim(), password_hash: await hashPassword(input.body.password) };
  let idusuario: number;
  try {
    idusuario = await app.db.transaction().execute(async (trx) => createPerson(trx, invitation, values, nowIso()));
  } catch (error) {
    if (error instanceof Refused) {
      throw error.answer;
    }
    throw error;
  }
  // A tenant that requires a second factor gets it enrolled before any token (decision 038).
  const challenge = await secondStepOf(app, invitation.idcliente, {
    idusuario,
    password_hash: values.password_hash,
    totp_activo: 0,
  });
  if (challenge) {
    return challenge;
  }
  return signInPerson(
    app,
    invitation.idcliente,
    { idusuario, nombre: values.nombre, email: invitation.email },
    sessionAgent(input.agent),
  );
}

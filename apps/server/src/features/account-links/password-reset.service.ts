import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountMessages, type ForgotPasswordBody } from '@atalaya/contract/auth/account.schemas';
import { revokePersonSessions } from '../../domain/tenant/person-session.repository.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { queueOutboxMail, tenantBaseUrl } from '../../lib/mail-outbox.ts';
import { passwordProblem } from '../../lib/password-rules.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTenantKeys } from '../../lib/tenant-keys.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findPersonByEmail, updatePasswordHash } from './account.repository.ts';
import { RetryLaterError, type AccountThrottle } from '../../domain/session/account-throttle.policy.ts';
import { accountKeyOf } from '../../domain/session/login-throttle.policy.ts';
import { authMessages } from '../../domain/session/session.service.ts';
import { findResetByTokenHash, insertReset, markResetUsed, revokeOpenResets } from './password-reset.repository.ts';

/** How long a reset link works. */
export const resetTtlSeconds = 3600;

/** Where a reset link leads: `<base>/auth/restablecer/<token>`. */
export const resetPath = '/auth/restablecer/';

/** The reset mail, in Spanish like the invitation's: the link, until when, and what using it does. */
function resetMail(values: { tenantName: string; link: string; expiresAt: string }) {
  const until = values.expiresAt.replace('T', ' ').slice(0, 16);
  return {
    asunto: `${values.tenantName}: restablecer su contraseña`,
    cuerpo: [
      `Se ha pedido restablecer la contraseña de su cuenta en el Sistema interno de información de ${values.tenantName}.`,
      '',
      `Para elegir una contraseña nueva, abra este enlace: ${values.link}`,
      '',
      `El enlace es personal, solo puede usarse una vez y caduca el ${until} (UTC).`,
      'Al cambiar la contraseña se cerrarán todas sus sesiones abiertas.',
      'Si no lo ha pedido usted, ignore este mensaje: su contraseña no cambia.',
    ].join('\n'),
  };
}

/** Stores the reset link (revoking the person's open ones) and queues its sealed mail, in one transaction. */
async function issueReset(
  app: FastifyInstance,
  person: { idcliente: number; idusuario: number; email: string },
  token: string,
  tokenHash: string,
): Promise<void> {
  // One clock reading for both: the link lasts exactly one hour from the request.
  const issued = new Date();
  const now = issued.toISOString();
  const expiresAt = isoAfterSeconds(resetTtlSeconds, issued);
  await app.db.transaction().execute(async (trx) => {
    await revokeOpenResets(trx, person.idcliente, person.idusuario, now);
    await insertReset(trx, {
      idcliente: person.idcliente,
      idusuario: person.idusuario,
      token_hash: tokenHash,
      fec_expira: expiresAt,
      fec_alta: now,
    });
    const tenant = await trx
      .selectFrom('clientes')
      .select('nombre')
      .where('idcliente', '=', person.idcliente)
      .executeTakeFirstOrThrow();
    const base = await tenantBaseUrl({ db: trx, publicUrl: app.config.publicUrl }, person.idcliente);
    await queueOutboxMail(
      {
        db: trx,
        tenantKeys: createTenantKeys(trx, app.secrets.masterKey),
        smtpConfigured: Boolean(app.config.smtpUrl),
      },
      {
        idcliente: person.idcliente,
        evento: 'restablecimiento',
        destinatario: person.email,
        ...resetMail({ tenantName: tenant.nombre, link: `${base}${resetPath}${token}`, expiresAt }),
      },
    );
  });
}

/**
 * `POST /api/auth/olvido`: always the same answer, in the same time. Whether or not the address
 * is an active person of the tenant, the same lookup runs and a token is drawn and hashed; only
 * for an active person (and within the account's mail limit) is the link stored and its mail
 * queued, and that work is handed to `schedule`, which runs it after the answer (its database
 * writes would otherwise make a known address answer a few milliseconds later).
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  throttle: AccountThrottle,
  input: { body: ForgotPasswordBody; host: string | undefined; source: string },
  schedule: (work: () => Promise<void>) => void,
): Promise<{ success: true; message: string }> {
  const idcliente = await resolveTenantOfHost(app.db, input.host, app.config.defaultTenant);
  const turn = await throttle.reserveForgot(accountKeyOf(idcliente, input.body.email), input.source);
  if (turn.kind === 'blocked') {
    throw new RetryLaterError(authMessages.rateLimited, turn.retryAfterSeconds);
  }
  const person = await findPersonByEmail(app.db, idcliente, input.body.email);
  const token = crypto.randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  if (person?.activo === 1 && turn.mailAllowed) {
    const target = { idcliente, idusuario: person.idusuario, email: person.email };
    schedule(() => issueReset(app, target, token, tokenHash));
  }
  return { success: true, message: accountMessages.resetRequested };
}

/**
 * `POST /api/auth/restablecer/:token`: a usable link (open, unexpired, its person and tenant
 * active) and a password that keeps the rules set the new password, use the link up and revoke
 * every session of the person, in one transaction. Any unusable link answers the one message.
 */
export async function resetPassword(
  app: FastifyInstance,
  throttle: AccountThrottle,
  input: { token: string; password: string; source: string },
): Promise<{ success: true; message: string }> {
  const turn = await throttle.reserveLink(input.source);
  if (turn.kind === 'blocked') {
    throw new RetryLaterError(authMessages.rateLimited, turn.retryAfterSeconds);
  }
  const reset = await findResetByTokenHash(app.db, hashToken(input.token));
  const usable =
    reset !== undefined &&
    reset.fec_usado === null &&
    reset.fec_revocado === null &&
    reset.fec_expira > nowIso() &&
    reset.usuario_activo === 1 &&
    reset.cliente_activo === 1;
  if (!usable) {
    throw new AppError('NOT_FOUND', accountMessages.invalidLink);
  }
  await turn.succeeded();
  const problem = passwordProblem(input.password, reset.email);
  if (problem) {
    throw new AppError('VALIDATION_FAILED', problem, { errors: [{ path: 'body.password', message: problem }] });
  }
  const hash = await hashPassword(input.password);
  const changed = await app.db.transaction().execute(async (trx) => {
    if (!(await markResetUsed(trx, reset.idrestablecimiento, nowIso()))) {
      return false;
    }
    await updatePasswordHash(trx, reset.idcliente, reset.idusuario, hash);
    await revokePersonSessions(trx, reset.idcliente, reset.idusuario);
    return true;
  });
  if (!changed) {
    throw new AppError('NOT_FOUND', accountMessages.invalidLink);
  }
  return { success: true, message: accountMessages.passwordChanged };
}

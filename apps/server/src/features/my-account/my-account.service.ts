import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  myAccountMessages,
  type ChangePasswordBody,
  type MyAccountResponse,
  type MySessionsResponse,
} from '@atalaya/contract/people/my-account.schemas';
import { tenantSettingsDefaults } from '@atalaya/contract/tenants/tenant-settings.schemas';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { passwordProblem } from '../../lib/password-rules.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { nowIso } from '../../lib/time.ts';
import {
  findLastSignIn,
  findOpenSessions,
  findSessionPerson,
  findTenantParameters,
  replacePassword,
  revokeOwnSession,
} from './my-account.repository.ts';

/** The settings this page reads from `parametros_cliente`, each falling back to its default. */
const tenantParametersSchema = z.object({
  minutos_inactividad: z.number().int().min(1).max(480).catch(tenantSettingsDefaults.minutos_inactividad),
  dos_factores_obligatorio: z.boolean().catch(tenantSettingsDefaults.dos_factores_obligatorio),
});

function parseParameters(json: string | undefined): z.infer<typeof tenantParametersSchema> {
  let value: unknown = {};
  try {
    value = JSON.parse(json ?? '{}');
  } catch {
    value = {};
  }
  return tenantParametersSchema.parse(typeof value === 'object' && value !== null ? value : {});
}

/** The caller as a person of the tenant; a session with no person (cannot happen for `Privado`) → 403. */
async function me(app: FastifyInstance, claims: TokenClaims) {
  const person = await findSessionPerson(app.db, claims.idcliente, claims.sid);
  if (!person) {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  return person;
}

export async function getMyAccount(app: FastifyInstance, claims: TokenClaims): Promise<MyAccountResponse> {
  const person = await me(app, claims);
  const who = { idcliente: claims.idcliente, idusuario: person.idusuario, email: person.email };
  const [parameters, ok, refused] = await Promise.all([
    findTenantParameters(app.db, claims.idcliente),
    findLastSignIn(app.db, who, 'ok'),
    findLastSignIn(app.db, who, 'denegado'),
  ]);
  const settings = parseParameters(parameters);
  return {
    success: true,
    data: {
      idusuario: person.idusuario,
      nombre: person.nombre,
      email: person.email,
      rol: person.rol,
      minutos_inactividad: settings.minutos_inactividad,
      segundo_factor: person.totp_activo === 1,
      dos_factores_obligatorio: settings.dos_factores_obligatorio,
      ultimo_acceso: ok ?? null,
      ultimo_fallo: refused ?? null,
    },
  };
}

export async function listMySessions(app: FastifyInstance, claims: TokenClaims): Promise<MySessionsResponse> {
  const person = await me(app, claims);
  const rows = await findOpenSessions(app.db, claims.idcliente, person.idusuario, nowIso());
  return { success: true, data: rows.map((row) => ({ ...row, actual: row.sid === claims.sid })) };
}

/** Ends one of the caller's own sessions (the current one too: that is a sign-out). Another's → 404. */
export async function revokeMySession(
  app: FastifyInstance,
  claims: TokenClaims,
  sid: string,
): Promise<{ success: true; message: string }> {
  const person = await me(app, claims);
  if (!(await revokeOwnSession(app.db, claims.idcliente, person.idusuario, sid))) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  await recordAudit(app.db, claims, {
    idcliente: claims.idcliente,
    iddenuncia: null,
    accion: 'revocar_sesion',
    resultado: 'ok',
    detalle: `sesion=${sid.slice(0, 8)}${sid === claims.sid ? ' actual' : ''}`,
  });
  return { success: true, message: myAccountMessages.sessionRevoked };
}

/** Attempts at the current password per person and 15 minutes, as the sign-in allows an account. */
export const passwordCheckLimits = { perPerson: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * Changes the caller's password: the current one verified with argon2 (at most 5 tries per 15
 * minutes, then 429), the new one through the rules of every new password; the person's other
 * sessions are revoked at once (534 on their next call). Recorded, success and refusal alike.
 */
export async function changeMyPassword(
  app: FastifyInstance,
  claims: TokenClaims,
  body: ChangePasswordBody,
): Promise<{ success: true; message: string }> {
  const person = await me(app, claims);
  const limiter = new RateLimiter(
    app.counters,
    'contrasena-actual',
    passwordCheckLimits.perPerson,
    passwordCheckLimits.windowMs,
  );
  const key = `${claims.idcliente}:${person.idusuario}`;
  const turn = await limiter.tryTake(key);
  if (!turn.ok) {
    throw new AppError('RATE_LIMITED', myAccountMessages.tooManyAttempts);
  }
  function audit(resultado: 'ok' | 'denegado', detalle: string): Promise<void> {
    return recordAudit(app.db, claims, {
      idcliente: claims.idcliente,
      iddenuncia: null,
      accion: 'cambiar_contrasena',
      resultado,
      detalle,
    });
  }
  if (!(await verifyPassword(person.password_hash, body.actual))) {
    await audit('denegado', 'contraseña actual incorrecta');
    throw new AppError('VALIDATION_FAILED', myAccountMessages.wrongPassword, {
      errors: [{ path: 'actual', message: myAccountMessages.wrongPassword }],
    });
  }
  await limiter.reset(key);
  const problem =
    body.nueva === body.actual ? myAccountMessages.samePassword : passwordProblem(body.nueva, person.email);
  if (problem) {
    throw new AppError('VALIDATION_FAILED', problem, { errors: [{ path: 'nueva', message: problem }] });
  }
  const revoked = await replacePassword(
    app.db,
    { idcliente: claims.idcliente, idusuario: person.idusuario, keepSid: claims.sid },
    await hashPassword(body.nueva),
  );
  await audit('ok', `sesiones_revocadas=${revoked}`);
  return { success: true, message: myAccountMessages.passwordChanged };
}

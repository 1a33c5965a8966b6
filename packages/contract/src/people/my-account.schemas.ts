import { z } from 'zod';
import { newPasswordSchema } from '../auth/account.schemas.ts';
import { peopleRoleSchema } from './people.schemas.ts';

/**
 * The person's own account (issue 15 §2, ENS op.acc.6 R5), under `/api/admin/mi-cuenta`, for
 * every back-office role: their facts, their open sessions, their last sign-ins, their password.
 */

/** One sign-in attempt as the trail recorded it (never the source address). */
export const signInEventSchema = z.object({ fec_evento: z.string(), detalle: z.string() });
export type SignInEvent = z.infer<typeof signInEventSchema>;

/** `GET /api/admin/mi-cuenta`. */
export const myAccountSchema = z.object({
  idusuario: z.int32(),
  nombre: z.string(),
  email: z.string(),
  rol: peopleRoleSchema,
  /** The tenant's idle lock, in minutes (Ajustes). */
  minutos_inactividad: z.int32(),
  /** The person has a confirmed second factor (TOTP). */
  segundo_factor: z.boolean(),
  /** The tenant requires a second factor of every person. */
  dos_factores_obligatorio: z.boolean(),
  ultimo_acceso: signInEventSchema.nullable(),
  ultimo_fallo: signInEventSchema.nullable(),
});
export type MyAccount = z.infer<typeof myAccountSchema>;
export const myAccountResponseSchema = z.object({ success: z.literal(true), data: myAccountSchema });
export type MyAccountResponse = z.infer<typeof myAccountResponseSchema>;

/** One open session of the person. `sid` identifies it for revocation (it is not a credential). */
export const mySessionSchema = z.object({
  sid: z.string(),
  fec_alta: z.string(),
  fec_expira: z.string(),
  /** The browser that opened it (user agent, cut), when known. */
  agente: z.string().nullable(),
  /** The session of this very request. */
  actual: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;

/** `GET /api/admin/mi-cuenta/sesiones`: newest first. */
export const mySessionsResponseSchema = z.object({ success: z.literal(true), data: z.array(mySessionSchema) });
export type MySessionsResponse = z.infer<typeof mySessionsResponseSchema>;

/** `:sid` of `DELETE /api/admin/mi-cuenta/sesiones/:sid`. */
export const mySessionParamsSchema = z.object({ sid: z.string().min(1).max(64) }).strict();

/** `PUT /api/admin/mi-cuenta/contrasena`: the current password and the new one. */
export const changePasswordBodySchema = z
  .object({
    actual: z.string().min(1, 'Introduzca su contraseña actual').max(256),
    nueva: newPasswordSchema,
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The Spanish messages of the page (the server translates them). */
export const myAccountMessages = {
  wrongPassword: 'La contraseña actual no es correcta',
  samePassword: 'La contraseña nueva debe ser distinta de la actual',
  passwordChanged: 'Contraseña cambiada. Sus otras sesiones se han cerrado.',
  sessionRevoked: 'Sesión cerrada',
  tooManyAttempts: 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
} as const;

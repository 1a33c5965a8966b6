import { z } from 'zod';

/**
 * A person's own account (issue 15 §2): accepting an invitation, forgetting and resetting a
 * password. The password rules are shared by every place a password is chosen.
 */
export const passwordRules = { minLength: 12, maxLength: 256 } as const;

/** The Spanish messages of the password rules and the account pages (the server translates them). */
export const accountMessages = {
  passwordTooShort: `La contraseña debe tener al menos ${passwordRules.minLength} caracteres`,
  passwordTooLong: `La contraseña no puede tener más de ${passwordRules.maxLength} caracteres`,
  passwordCommon: 'Esa contraseña es demasiado común. Elija otra más difícil de adivinar.',
  passwordHasEmail: 'La contraseña no puede contener su correo electrónico',
  passwordsDiffer: 'Las contraseñas no coinciden',
  nameRequired: 'Introduzca su nombre',
  invalidLink: 'Este enlace no es válido o ha caducado. Pida uno nuevo.',
  alreadyMember: 'Ya hay una cuenta con este correo electrónico en este canal. Inicie sesión.',
  resetRequested:
    'Si el correo electrónico corresponde a una cuenta de este canal, recibirá un enlace para elegir una contraseña nueva. El enlace caduca en una hora.',
  passwordChanged: 'Contraseña cambiada. Ya puede iniciar sesión con la nueva.',
} as const;

/** A new password: length only (the common-password list and the e-mail are checked by the server). */
export const newPasswordSchema = z
  .string()
  .min(passwordRules.minLength, accountMessages.passwordTooShort)
  .max(passwordRules.maxLength, accountMessages.passwordTooLong);

/** The one-time token of an invitation or reset link (base64url of 32 bytes; anything else is unknown). */
export const linkTokenParamsSchema = z.object({ token: z.string().min(1).max(128) }).strict();
export type LinkTokenParams = z.infer<typeof linkTokenParamsSchema>;

/** The roles a person can be invited with (`usuarios.rol`). */
export const userRoleSchema = z.enum(['responsable', 'gestor', 'auditor']);
export type UserRoleName = z.infer<typeof userRoleSchema>;

/** `GET /api/auth/invitacion/:token`: what the invitation is for, before the person accepts it. */
export const invitationResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  cliente: z.string(),
  rol: userRoleSchema,
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** `POST /api/auth/invitacion/:token`: the person's name and password; answers a token pair. */
export const acceptInvitationBodySchema = z
  .object({
    nombre: z.string().trim().min(1, accountMessages.nameRequired).max(120),
    password: newPasswordSchema,
  })
  .strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** `POST /api/auth/olvido`: the e-mail and the page's hostname (tenant), like the sign-in's. */
export const forgotPasswordBodySchema = z
  .object({
    email: z.email('Introduzca un correo electrónico válido').max(254),
    url: z.string().min(1).max(253).optional(),
  })
  .strict();
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST /api/auth/restablecer/:token`: the new password. */
export const resetPasswordBodySchema = z.object({ password: newPasswordSchema }).strict();
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** A form's new password and its confirmation, which must match (checked on the page only). */
export function withConfirmation<S extends z.ZodType<{ password: string; confirmation: string }>>(schema: S): S {
  return schema.refine((values) => values.password === values.confirmation, {
    message: accountMessages.passwordsDiffer,
    path: ['confirmation'],
  });
}

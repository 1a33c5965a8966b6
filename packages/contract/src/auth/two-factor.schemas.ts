import { z } from 'zod';
import { tokenPairResponseSchema } from './auth.schemas.ts';

/**
 * Second factors (issue 15 §3, decision 038): TOTP codes (RFC 6238, 6 digits, 30 s) and ten
 * single-use recovery codes. A correct password of a person with a factor answers a challenge
 * (`reto`) instead of tokens; `POST /api/auth/segundo-factor` with the challenge and a code answers
 * the tokens the sign-in answers without a factor.
 */
export const twoFactorRules = {
  recoveryCodes: 10,
  failuresBeforeLock: 5,
  lockMinutes: 15,
  challengeMinutes: 5,
} as const;

/** The Spanish messages of the second factor (the server translates them). */
export const twoFactorMessages = {
  codeRequired: 'Introduzca el código de 6 cifras de su aplicación de autenticación',
  codeFormat: 'El código son 6 cifras, o un código de recuperación como ABCDE-FGHJK',
  wrongCode: 'El código no es correcto o ya se ha usado. Espere al siguiente y vuelva a intentarlo.',
  locked: 'Demasiados códigos incorrectos. El segundo factor de esta cuenta está bloqueado 15 minutos.',
  challengeExpired: 'La verificación ha caducado. Vuelva a iniciar sesión.',
  enrolmentExpired: 'El alta del segundo factor ha caducado. Vuelva a empezar.',
  alreadyEnrolled: 'Esta cuenta ya tiene un segundo factor. Inicie sesión con su código.',
  codeNeeded: 'Introduzca el código de su aplicación de autenticación',
  enrolmentRequired: 'Este canal exige un segundo factor. Actívelo para continuar.',
  enrolled: 'Segundo factor activado',
  reset: 'Segundo factor restablecido',
  noFactor: 'Esta persona no tiene segundo factor',
} as const;

/** What the second step asks: a code (`codigo`) or the enrolment of a factor first (`alta`). */
export const challengeKinds = ['codigo', 'alta'] as const;
export type ChallengeKind = (typeof challengeKinds)[number];

/**
 * `POST /api/auth/login` (and an accepted invitation) when a second step is needed: no tokens,
 * a challenge valid `challengeMinutes` bound to the tenant and the person.
 */
export const twoFactorChallengeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  segundo_factor: z.object({
    reto: z.string(),
    paso: z.enum(challengeKinds),
    expires: z.string(),
  }),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponseSchema>;

/** The sign-in's answer: the spec's token pair, or a second-step challenge. */
export const loginResponseSchema = z.union([tokenPairResponseSchema, twoFactorChallengeResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Whether a sign-in answer asks for a second step. */
export function isChallenge(answer: LoginResponse): answer is TwoFactorChallengeResponse {
  return 'segundo_factor' in answer;
}

const challengeSchema = z.string().min(1).max(2048);
/** A TOTP code: 6 digits. */
export const totpCodePattern = /^\d{6}$/;
/** A recovery code: 10 characters of an unambiguous alphabet, shown as ABCDE-FGHJK (dash optional). */
export const recoveryCodePattern = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** A TOTP code or a recovery code; spaces are ignored. */
export const secondFactorCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, twoFactorMessages.codeRequired)
      .refine((value) => totpCodePattern.test(value) || recoveryCodePattern.test(value), twoFactorMessages.codeFormat),
  );

/** A TOTP code only (enrolment is confirmed with the app's code, never a recovery code). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(totpCodePattern, twoFactorMessages.codeRequired));

/** `POST /api/auth/segundo-factor`: the challenge and a code or a recovery code. */
export const secondStepBodySchema = z.object({ reto: challengeSchema, codigo: secondFactorCodeSchema }).strict();
export type SecondStepBody = z.infer<typeof secondStepBodySchema>;

/**
 * A new secret to enrol (not active until confirmed): the otpauth URI, the secret in Base32, a
 * QR code (SVG data URL) and `alta`, the sealed pending secret the confirmation sends back.
 */
export const enrolmentResponseSchema = z.object({
  success: z.literal(true),
  uri: z.string(),
  secreto: z.string(),
  qr: z.string(),
  alta: z.string(),
});
export type EnrolmentResponse = z.infer<typeof enrolmentResponseSchema>;

const pendingSchema = z.string().min(1).max(2048);

/** `POST /api/auth/cuenta/segundo-factor/confirmar` (signed in): the pending secret and one code. */
export const confirmEnrolmentBodySchema = z.object({ alta: pendingSchema, codigo: totpCodeSchema }).strict();
export type ConfirmEnrolmentBody = z.infer<typeof confirmEnrolmentBodySchema>;

/** `POST /api/auth/segundo-factor/alta`: a new secret for the holder of an enrolment challenge. */
export const challengeEnrolmentBodySchema = z.object({ reto: challengeSchema }).strict();
export type ChallengeEnrolmentBody = z.infer<typeof challengeEnrolmentBodySchema>;

/** `POST /api/auth/segundo-factor/alta/confirmar`: the enrolment challenge, the pending secret, a code. */
export const confirmChallengeEnrolmentBodySchema = confirmEnrolmentBodySchema
  .extend({ reto: challengeSchema })
  .strict();
export type ConfirmChallengeEnrolmentBody = z.infer<typeof confirmChallengeEnrolmentBodySchema>;

/** The ten recovery codes, shown once. */
const recoveryCodesSchema = z.array(z.string());

/** A confirmed enrolment of a signed-in person: the recovery codes. */
export const enrolmentConfirmedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  codigos: recoveryCodesSchema,
});
export type EnrolmentConfirmedResponse = z.infer<typeof enrolmentConfirmedResponseSchema>;

/** A confirmed enrolment through a challenge: the token pair and the recovery codes. */
export const challengeEnrolmentConfirmedResponseSchema = tokenPairResponseSchema.extend({
  codigos: recoveryCodesSchema,
});
export type ChallengeEnrolmentConfirmedResponse = z.infer<typeof challengeEnrolmentConfirmedResponseSchema>;

/** `GET /api/auth/cuenta/segundo-factor`: whether the signed-in person has a factor and how many codes are left. */
export const twoFactorStatusResponseSchema = z.object({
  success: z.literal(true),
  activo: z.boolean(),
  codigos_restantes: z.int32(),
  obligatorio: z.boolean(),
});
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponseSchema>;

/** `DELETE /api/admin/usuarios/:id/segundo-factor`: the person whose factor a Responsable resets. */
export const resetTwoFactorParamsSchema = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
export type ResetTwoFactorParams = z.infer<typeof resetTwoFactorParamsSchema>;

import { z } from 'zod';

/** Access kinds (claim `tipoacceso`). `Privado` is an administrator (spec §6). */
export const accessKinds = ['Publico', 'Informante', 'Ciudadano', 'Privado'] as const;
export const accessKindSchema = z.enum(accessKinds);
export type AccessKind = z.infer<typeof accessKindSchema>;

/** Role claim per access kind; also the chat roles of spec §6. */
export const roleByAccessKind = {
  Publico: 'publico',
  Informante: 'informante',
  Ciudadano: 'ciudadano',
  Privado: 'administrador',
} as const satisfies Record<AccessKind, string>;
export const roleSchema = z.enum(['publico', 'informante', 'ciudadano', 'administrador']);
export type Role = z.infer<typeof roleSchema>;

/** Claims of an access token (spec §3), plus the session id and token type. */
export const tokenClaimsSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  tipoacceso: accessKindSchema,
  idcliente: z.int32(),
  idapoderado: z.int32().nullable(),
  unique_name: z.string(),
  /** JSON text with per-session parameters (e.g. the complaint guid of an Informante). */
  parametros: z.string(),
  idtercero: z.int32().nullable(),
  sid: z.string(),
  typ: z.enum(['access', 'refresh']),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const tokenPairResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  accesstoken: z.object({ token: z.string(), expires: z.string() }),
  refreshtoken: z.object({ token: z.string(), expires: z.string() }),
});
export type TokenPairResponse = z.infer<typeof tokenPairResponseSchema>;

/** `POST /api/auth/publico`: hostname of the page and the application id (spec §7). */
export const publicTokenBodySchema = z
  .object({
    url: z.string().min(1).max(253),
    idaplicacion: z.union([z.int32(), z.string().max(64)]).optional(),
  })
  .strict();
export type PublicTokenBody = z.infer<typeof publicTokenBodySchema>;

/** `POST /api/auth/login`: administrator sign-in. The tenant comes from `url` or the Host header. */
export const loginBodySchema = z
  .object({
    email: z.email('Introduzca un correo electrónico válido').max(254),
    password: z.string().min(1, 'Introduzca la contraseña').max(256),
    idaplicacion: z.union([z.int32(), z.string().max(64)]).optional(),
    url: z.string().min(1).max(253).optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `GET /api/auth/refresh` answers a new access token (and the rotated refresh token). */
export const refreshResponseSchema = tokenPairResponseSchema;

/** `GET /api/auth/`: the current session. */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  claims: tokenClaimsSchema.omit({ typ: true }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });

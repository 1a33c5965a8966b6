import { z } from 'zod';
import { accessKindSchema, tokenClaimsSchema } from './auth.schemas.ts';
import { claveRequestBodySchema } from './clave.schemas.ts';

/*
 * The remaining auth calls of spec §7 (issue 16, decision 053): who the token is (`GET
 * /api/auth/`), an application's access (`GET acceso/{appId}`), a citizen's change of tenant
 * (`GET changeCliente/{id}`), the Cl@ve request of another application of the tenant (`POST
 * thirdparty/clave`) and the client-certificate sign-in (`POST /ssl/api/auth/certificate`).
 */

/** An application id as the tenant registered it (`aplicaciones.idaplicacion`): letters, digits, `.`, `_`, `-`. */
export const applicationIdSchema = z
  .string()
  .trim()
  .min(1, 'Indique la aplicación')
  .max(64, 'El identificador de la aplicación admite 64 caracteres')
  .regex(/^[A-Za-z0-9._-]+$/, 'El identificador de la aplicación solo admite letras, números, «.», «_» y «-»');

/** The spec's clients send `idaplicacion` as a number or a string (`POST publico`, `POST login`). */
const applicationIdBodySchema = z.union([z.int32().nonnegative().transform(String), applicationIdSchema]);

/** `GET /api/auth/acceso/{appId}`. */
export const applicationAccessParamsSchema = z.object({ appId: applicationIdSchema }).strict();

/** `GET /api/auth/acceso/{appId}`: the application and the profile that grants the caller access to it. */
export const applicationAccessResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  objeto: z.object({
    idaplicacion: z.string(),
    nombre: z.string(),
    /** Where the application lives (its return URL); null: not given. */
    url: z.string().nullable(),
    /** `ciudadano`, or the administrator's back-office role. */
    perfil: z.string(),
  }),
});
export type ApplicationAccessResponse = z.infer<typeof applicationAccessResponseSchema>;

/** `GET /api/auth/changeCliente/{id}`: the tenant to switch to. */
export const changeTenantParamsSchema = z
  .object({ id: z.coerce.number<string>().int('Cliente no válido').min(1, 'Cliente no válido').max(2_147_483_647) })
  .strict();

/** `POST /api/auth/thirdparty/clave`: `clave/request`'s body plus the application that starts it. */
export const thirdPartyClaveBodySchema = claveRequestBodySchema.extend({ idaplicacion: applicationIdBodySchema });
export type ThirdPartyClaveBody = z.infer<typeof thirdPartyClaveBodySchema>;

/** `POST /ssl/api/auth/certificate`: no body (the certificate comes from the TLS proxy); anything sent is ignored. */
export const certificateBodySchema = z.unknown();

/** A tenant where the signed-in citizen is also known (the "Cambiar" menu); only ever shown to that citizen. */
export const knownTenantSchema = z.object({ idcliente: z.int32(), nombre: z.string(), actual: z.boolean() });

/**
 * `GET /api/auth/` (spec §7 "GET root"): who the token is. A public token: its kind only. Other
 * kinds: their tenant and their own claims (minus `typ`); a citizen also their id, verified name
 * and the tenants they are known to; an administrator their id, name, e-mail and role.
 */
export const whoAmIResponseSchema = z.object({
  success: z.literal(true),
  tipoacceso: accessKindSchema,
  idcliente: z.int32().optional(),
  claims: tokenClaimsSchema.omit({ typ: true }).optional(),
  ciudadano: z.object({ idtercero: z.int32(), nombre: z.string(), clientes: z.array(knownTenantSchema) }).optional(),
  usuario: z.object({ idusuario: z.int32(), nombre: z.string(), email: z.string(), rol: z.string() }).optional(),
});
export type WhoAmIResponse = z.infer<typeof whoAmIResponseSchema>;

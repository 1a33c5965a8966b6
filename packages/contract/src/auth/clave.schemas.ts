import { z } from 'zod';
import { tokenPairResponseSchema } from './auth.schemas.ts';

/*
 * Citizen sign-in with Cl@ve or the tenant's SAML IdP (spec §7 "auth calls", issue 16, decision
 * 045). `clave/request` and `clave` are the spec's; `clave/token` (the one-time code exchange)
 * is ours: its path is not shown in the spec.
 */

/** The most a RelayState may carry (SAML bindings §3.5.3). */
export const relayStateMaxBytes = 80;

const returnUrlSchema = z.url({ protocol: /^https?$/ }).max(2048);

/** `POST /api/auth/clave/request`: where the ACS sends the browser after the IdP (both on the tenant's own hosts). */
export const claveRequestBodySchema = z
  .object({
    urlsuccess: returnUrlSchema,
    urlerror: returnUrlSchema,
  })
  .strict();
export type ClaveRequestBody = z.infer<typeof claveRequestBodySchema>;

/** What the web app posts, as a hidden form, to `action` (with `country` ES for Cl@ve). */
export const claveRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  objeto: z.object({
    action: z.string(),
    /** The AuthnRequest, base64 of the XML (NOT deflated: HTTP-POST binding). */
    samlRequest: z.string(),
    relayState: z.string().max(relayStateMaxBytes),
  }),
});
export type ClaveRequestResponse = z.infer<typeof claveRequestResponseSchema>;

/**
 * `POST /api/auth/clave`: the ACS, form-urlencoded by the IdP's auto-POST form. Lenient on
 * purpose: whatever arrives, the ACS answers with a redirect (an unknown RelayState to `/`).
 */
export const claveAcsBodySchema = z.object({
  SAMLResponse: z.string().max(500_000).optional(),
  RelayState: z.string().max(1024).optional(),
});
export type ClaveAcsBody = z.infer<typeof claveAcsBodySchema>;

/** `POST /api/auth/clave/token` (path not shown in the spec): the one-time code of urlsuccess for the citizen's tokens. */
export const claveTokenBodySchema = z.object({ codigo: z.string().min(1).max(128) }).strict();
export type ClaveTokenBody = z.infer<typeof claveTokenBodySchema>;
export const claveTokenResponseSchema = tokenPairResponseSchema;

/**
 * `POST /api/auth/clave/logout/request` (path not shown in the spec; decision 058): the citizen's
 * single logout at the IdP. `objeto` null when there is none to do (the IdP offers no single
 * logout, or this session did not come from it): the logout stays local. Otherwise the web app
 * ends the session (`GET logout`) and posts a hidden form to `action` with `campo` = `valor` and
 * `RelayState`; `campo` is `logoutRequest` for Cl@ve (its quirk), `SAMLRequest` otherwise.
 */
export const claveLogoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  objeto: z
    .object({
      action: z.string(),
      campo: z.enum(['logoutRequest', 'SAMLRequest']),
      /** The signed LogoutRequest, base64 of the XML (HTTP-POST: not deflated). */
      valor: z.string(),
      relayState: z.string().max(relayStateMaxBytes),
    })
    .nullable(),
});
export type ClaveLogoutResponse = z.infer<typeof claveLogoutResponseSchema>;

/**
 * `POST /api/auth/clave/logout`: our single logout endpoint, where the IdP's auto-POST form brings
 * its LogoutResponse (`SAMLResponse`, or `logoutResponse` as Cl@ve names it). Lenient like the ACS:
 * it always answers with a redirect home.
 */
export const claveLogoutAnswerBodySchema = z.object({
  SAMLResponse: z.string().max(100_000).optional(),
  logoutResponse: z.string().max(100_000).optional(),
  RelayState: z.string().max(1024).optional(),
});
export type ClaveLogoutAnswerBody = z.infer<typeof claveLogoutAnswerBodySchema>;

/** The §8 message the web shows at urlerror (ERROR, 3 s). */
export const claveRequestInvalidMessage = 'Petición Cl@ve no válida para esta aplicación.';

/** The levels of assurance a tenant may ask of Cl@ve. */
export const levelOfAssuranceSchema = z.enum(['low', 'substantial', 'high']);

export const identityProviderBodyMessages = {
  metadataRequired: 'Pegue la metadata del proveedor de identidad',
  metadataOrUrl: 'Pegue la metadata del proveedor de identidad o indique su dirección, no ambas',
  metadataUrl: 'Indique una dirección https:// completa',
} as const;

const attributeName = z
  .string()
  .trim()
  .min(1)
  .max(256, 'El nombre del atributo es demasiado largo')
  .regex(/^\S+$/, 'El nombre de un atributo no lleva espacios');

/**
 * A company IdP's attribute names (decision 056): which SAML attribute carries the person's
 * identifier, given name and family names. Absent: the eIDAS names, the usual ones (Entra ID,
 * ADFS, LDAP OIDs, `givenName`/`sn`) and, for the identifier, a persistent NameID.
 */
export const attributeMappingSchema = z
  .object({
    identificador: attributeName.optional(),
    nombre: attributeName.optional(),
    apellidos: attributeName.optional(),
  })
  .strict();
export type AttributeMapping = z.infer<typeof attributeMappingSchema>;

/**
 * `PUT /api/admin/cliente/identidad` (Responsable): the tenant's IdP from its metadata XML, pasted
 * (`metadataXml`) or read by the server from the IdP's address (`metadataUrl`, decision 056).
 */
export const identityProviderBodySchema = z
  .object({
    perfil: z.enum(['clave', 'saml']),
    metadataXml: z.string().min(1, identityProviderBodyMessages.metadataRequired).max(200_000).optional(),
    metadataUrl: z
      .string()
      .trim()
      .max(2000, identityProviderBodyMessages.metadataUrl)
      .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, identityProviderBodyMessages.metadataUrl)
      .optional(),
    nivelLoa: levelOfAssuranceSchema.optional(),
    /** Only for `saml`: Cl@ve always answers the eIDAS attributes. */
    atributos: attributeMappingSchema.optional(),
  })
  .strict()
  .refine((body) => body.metadataXml !== undefined || body.metadataUrl !== undefined, {
    message: identityProviderBodyMessages.metadataRequired,
    path: ['metadataXml'],
  })
  .refine((body) => body.metadataXml === undefined || body.metadataUrl === undefined, {
    message: identityProviderBodyMessages.metadataOrUrl,
    path: ['metadataUrl'],
  });
export type IdentityProviderBody = z.infer<typeof identityProviderBodySchema>;

/** The tenant's IdP as the Responsable sees it: never a key. */
export const identityProviderSchema = z.object({
  perfil: z.enum(['clave', 'saml']),
  idpEntityId: z.string(),
  ssoUrl: z.string(),
  /** The IdP's HTTP-POST single logout, from its metadata (decision 058); null: none, a logout stays local. */
  sloUrl: z.string().nullable(),
  /** Our own single logout endpoint, advertised in the SP metadata. */
  spSloUrl: z.string(),
  nivelLoa: levelOfAssuranceSchema.nullable(),
  spEntityId: z.string(),
  acsUrl: z.string(),
  /** Where the metadata was read from, when the Responsable gave an address (decision 056). */
  metadataUrl: z.string().nullable(),
  /** A company IdP's attribute names, when set. */
  atributos: attributeMappingSchema.nullable(),
  /** The pinned IdP signing certificates: subject, expiry and SHA-256 fingerprint. */
  certificados: z.array(z.object({ subject: z.string(), validTo: z.string(), sha256: z.string() })),
});
export type IdentityProviderView = z.infer<typeof identityProviderSchema>;

export const identityProviderResponseSchema = z.object({
  success: z.literal(true),
  data: identityProviderSchema.nullable(),
});

import { z } from 'zod';
import { caseReferencePattern } from '../complaints/case-reference.ts';
import { tokenPairResponseSchema } from './auth.schemas.ts';

/*
 * The citizen's panel (issue 16 §3, decision 052): "Mis comunicaciones", the follow-up of one of
 * them without its receipt code, and "Mis datos" (`POST /api/auth/register`, spec §7). Citizen
 * tokens only (`tipoacceso` Ciudadano, after Cl@ve or the tenant's SAML IdP; decision 045).
 */

/** Who verified a citizen's identity: Cl@ve or the organisation's own SAML IdP. */
export const identityProviderProfileSchema = z.enum(['clave', 'saml']);

/** The verified identity of the citizen who filed a case while identified (handlers' case detail). */
export const verifiedIdentitySchema = z.object({
  proveedor: identityProviderProfileSchema,
  /** Given names and surnames as the IdP asserted them. */
  nombre: z.string(),
});
export type VerifiedIdentity = z.infer<typeof verifiedIdentitySchema>;

/** A citizen's contact data as stored (sealed): null when not given. */
export const citizenContactSchema = z.object({
  email: z.string().nullable(),
  telefono: z.string().nullable(),
});
export type CitizenContact = z.infer<typeof citizenContactSchema>;

export const citizenEmailMax = 254;

/**
 * `POST /api/auth/register`: the citizen completes (or replaces) their contact data after the
 * first sign-in. Both optional; an empty or missing one is cleared.
 */
export const citizenRegisterBodySchema = z
  .object({
    email: z.union([z.email('Introduzca un correo electrónico válido').max(citizenEmailMax), z.literal('')]).optional(),
    telefono: z
      .union([
        z
          .string()
          .trim()
          .regex(/^\+?[0-9 ()-]{6,20}$/, 'Introduzca un teléfono válido'),
        z.literal(''),
      ])
      .optional(),
  })
  .strict();
export type CitizenRegisterBody = z.infer<typeof citizenRegisterBodySchema>;

/** The stored form of a register body: '' and missing become null, the address in lower case. */
export function citizenContactOfBody(body: CitizenRegisterBody): CitizenContact {
  const email = body.email?.trim().toLowerCase() ?? '';
  const telefono = body.telefono?.trim() ?? '';
  return { email: email === '' ? null : email, telefono: telefono === '' ? null : telefono };
}

/** `GET /api/auth/register` and the answer of `POST`: the citizen's verified name and contact data. */
export const citizenDataSchema = citizenContactSchema.extend({ nombre: z.string() });
export type CitizenData = z.infer<typeof citizenDataSchema>;
export const citizenDataResponseSchema = z.object({ success: z.literal(true), data: citizenDataSchema });
export type CitizenDataResponse = z.infer<typeof citizenDataResponseSchema>;

/** One of the complaints the citizen filed while identified ("Mis comunicaciones"). */
export const citizenComplaintSchema = z.object({
  referencia: z.string(),
  fec_alta: z.string(),
  /** The type's and status's names in the complaint's language (else Spanish). */
  tipo: z.string(),
  idestadodenuncia: z.int32(),
  estado: z.string(),
  /** How many notifications the organisation has sent on it. */
  notificaciones: z.int32(),
});
export type CitizenComplaint = z.infer<typeof citizenComplaintSchema>;

/** `GET /api/ciudadano/denuncias`: newest first. */
export const citizenComplaintsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(citizenComplaintSchema),
});
export type CitizenComplaintsResponse = z.infer<typeof citizenComplaintsResponseSchema>;

/** A case reference in a path ("2026-0001", decision 027). */
export const citizenComplaintParamsSchema = z
  .object({ referencia: z.string().max(20).regex(caseReferencePattern, 'Referencia no válida') })
  .strict();

/**
 * `POST /api/ciudadano/denuncias/{referencia}/acceso`: the reporter token pair of one of the
 * citizen's own complaints, the same the receipt sign-in (`POST /api/auth/informante`) answers.
 */
export const citizenAccessResponseSchema = tokenPairResponseSchema;

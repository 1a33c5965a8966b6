import { z } from 'zod';

/**
 * The "Usuarios" screen (issue 15 §2): the people of a tenant and its open invitations, under
 * `/api/admin/usuarios`. Only a Responsable of the same tenant may call it.
 */

/** What a person may do in the back office: the Responsable del Sistema, a case handler, an auditor. */
export const peopleRoles = ['responsable', 'gestor', 'auditor'] as const;
export const peopleRoleSchema = z.enum(peopleRoles, { error: 'Rol no válido (responsable, gestor o auditor)' });
export type PeopleRole = z.infer<typeof peopleRoleSchema>;

/** One person of the tenant. No password, no hash, no session ids. */
export const personSchema = z.object({
  idusuario: z.int32(),
  nombre: z.string(),
  email: z.string(),
  rol: peopleRoleSchema,
  activo: z.boolean(),
  /** When the person last signed in (the newest of their sessions), if ever. */
  ultimo_acceso: z.string().nullable(),
  /** Whether the person has a confirmed second factor (TOTP, decision 038). */
  segundo_factor: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

/** An invitation neither accepted nor revoked (an expired one is listed to be resent). Never its token. */
export const openInvitationSchema = z.object({
  idinvitacion: z.int32(),
  email: z.string(),
  rol: peopleRoleSchema,
  fec_alta: z.string(),
  fec_expira: z.string(),
  /** Its 72 h are over: the link no longer works; resend or revoke it. */
  caducada: z.boolean(),
});
export type OpenInvitation = z.infer<typeof openInvitationSchema>;

/** `GET /api/admin/usuarios`: people first (by name), then open invitations (newest first). */
export const peopleListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ usuarios: z.array(personSchema), invitaciones: z.array(openInvitationSchema) }),
});
export type PeopleListResponse = z.infer<typeof peopleListResponseSchema>;

/** `POST /api/admin/usuarios/invitaciones`: invites an address with a role (a one-time link by mail, 72 h). */
export const inviteBodySchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email('Introduzca un correo electrónico válido').max(254, 'Correo electrónico demasiado largo')),
    rol: peopleRoleSchema,
  })
  .strict();
export type InviteBody = z.input<typeof inviteBodySchema>;

export const invitationResponseSchema = z.object({ success: z.literal(true), data: openInvitationSchema });
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** `:id` of `invitaciones/:id` and `invitaciones/:id/reenviar`. */
export const invitationParamsSchema = z.object({ id: idSchema });

/** `:id` of `PATCH /api/admin/usuarios/:id`. */
export const personParamsSchema = z.object({ id: idSchema });

/** `PATCH /api/admin/usuarios/:id`: a new role, and/or active (false deactivates, true reactivates). */
export const updatePersonBodySchema = z
  .object({ rol: peopleRoleSchema.optional(), activo: z.boolean().optional() })
  .strict()
  .refine((body) => body.rol !== undefined || body.activo !== undefined, 'Indique el rol o si está activo');
export type UpdatePersonBody = z.infer<typeof updatePersonBodySchema>;

export const personResponseSchema = z.object({ success: z.literal(true), data: personSchema });
export type PersonResponse = z.infer<typeof personResponseSchema>;

/** `DELETE /api/admin/usuarios/invitaciones/:id`: the invitation is revoked (its link stops working). */
export const revokeInvitationResponseSchema = z.object({ success: z.literal(true), message: z.string() });

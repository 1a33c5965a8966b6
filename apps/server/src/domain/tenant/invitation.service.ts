import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.ts';
import { queueOutboxMail } from '../../lib/mail-outbox.ts';
import type { TenantKeys } from '../../lib/tenant-keys.ts';
import { isoAfterSeconds } from '../../lib/time.ts';
import { hashToken } from '../../lib/tokens.ts';
import { insertInvitation, revokeOpenInvitations } from './invitation.repository.ts';

/** How long an invitation link works. */
export const invitationTtlSeconds = 72 * 3600;

/** Where an invitation link leads: `<base>/auth/invitacion/<token>`. */
export const invitationPath = '/auth/invitacion/';

const roleNames: Record<UserRole, string> = {
  responsable: 'Responsable del Sistema',
  gestor: 'gestor/a de expedientes',
  auditor: 'auditor/a',
};

export type InvitationDeps = {
  /** The database, or the transaction the invitation belongs to. */
  db: Kysely<Database>;
  /** Data keys read through the same `db` (the outbox recipient and body are encrypted). */
  tenantKeys: TenantKeys;
  smtpConfigured: boolean;
};

export type Invitation = { idinvitacion: number; link: string; expiresAt: string };

/** The invitation mail, in Spanish: who invites, to what, the link and until when it works. */
function invitationMail(values: { tenantName: string; rol: UserRole; link: string; expiresAt: string }) {
  const until = values.expiresAt.replace('T', ' ').slice(0, 16);
  return {
    asunto: `${values.tenantName}: invitación al canal de información`,
    cuerpo: [
      `Se le ha invitado a unirse como ${roleNames[values.rol]} al Sistema interno de información de ${values.tenantName}.`,
      '',
      `Para aceptar la invitación y elegir su contraseña, abra este enlace: ${values.link}`,
      '',
      `El enlace es personal, solo puede usarse una vez y caduca el ${until} (UTC).`,
      'Si no esperaba esta invitación, ignore este mensaje.',
    ].join('\n'),
  };
}

/**
 * Invites a person to a tenant with a role: a random 32-byte token (base64url) whose SHA-256 alone
 * is stored, valid 72 h; earlier open invitations of that address are revoked; the invitation
 * mail is queued in the outbox (its body sealed: it carries the link). Answers the one-time link,
 * which the caller shows once and never logs.
 */
export async function createInvitation(
  deps: InvitationDeps,
  input: { idcliente: number; tenantName: string; email: string; rol: UserRole; baseUrl: string },
): Promise<Invitation> {
  const token = crypto.randomBytes(32).toString('base64url');
  // One clock reading for both: the link lasts exactly 72 h from the invitation.
  const issued = new Date();
  const now = issued.toISOString();
  const expiresAt = isoAfterSeconds(invitationTtlSeconds, issued);
  const email = input.email.toLowerCase();
  await revokeOpenInvitations(deps.db, input.idcliente, email, now);
  const idinvitacion = await insertInvitation(deps.db, {
    idcliente: input.idcliente,
    email,
    rol: input.rol,
    token_hash: hashToken(token),
    fec_expira: expiresAt,
    fec_alta: now,
  });
  const link = `${input.baseUrl.replace(/\/+$/, '')}${invitationPath}${token}`;
  await queueOutboxMail(deps, {
    idcliente: input.idcliente,
    evento: 'invitacion',
    destinatario: email,
    ...invitationMail({ tenantName: input.tenantName, rol: input.rol, link, expiresAt }),
  });
  return { idinvitacion, link, expiresAt };
}

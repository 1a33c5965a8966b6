import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { AuditAction } from '@atalaya/contract/complaints/case-detail.schemas';
import type {
  InvitationResponse,
  OpenInvitation,
  PeopleListResponse,
  PeopleRole,
  Person,
  PersonResponse,
  UpdatePersonBody,
} from '@atalaya/contract/people/people.schemas';
import { createInvitation } from '../../domain/tenant/invitation.service.ts';
import { revokePersonSessions } from '../../domain/tenant/person-session.repository.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { tenantBaseUrl } from '../../lib/mail-outbox.ts';
import { createTenantKeys } from '../../lib/tenant-keys.ts';
import { nowIso } from '../../lib/time.ts';
import {
  countOtherActiveResponsables,
  findPendingInvitation,
  findPendingInvitations,
  findPeople,
  findPerson,
  findPersonByEmail,
  findTenantName,
  lockTenantPeople,
  revokeInvitationRow,
  updatePersonRow,
} from './people.repository.ts';

/**
 * The "Usuarios" screen's use cases, always within the caller's tenant (`idcliente` of the token).
 * The caller is an active Responsable: the routes' hook checked it before anything here runs.
 *
 * Every change is recorded in the organisation's trail (decision 040) as the caller's (`actor`): ids
 * and roles only; the invited address is named (it is the event's object).
 */

export const lastResponsableMessage =
  'El canal debe conservar al menos un Responsable del Sistema activo: nombre antes a otra persona Responsable.';

/** Appends one organisation event of the caller. */
async function audit(app: FastifyInstance, actor: TokenClaims, accion: AuditAction, detalle: string) {
  await recordAudit(app.db, actor, { idcliente: actor.idcliente, iddenuncia: null, accion, resultado: 'ok', detalle });
}

type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];
type InvitationRow = NonNullable<Awaited<ReturnType<typeof findPendingInvitation>>>;

function toPerson(row: PersonRow): Person {
  return {
    idusuario: row.idusuario,
    nombre: row.nombre,
    email: row.email,
    rol: row.rol,
    activo: row.activo === 1,
    segundo_factor: row.totp_activo === 1,
    ultimo_acceso: typeof row.ultimo_acceso === 'string' ? row.ultimo_acceso : null,
  };
}

function toInvitation(row: InvitationRow, now: string): OpenInvitation {
  return { ...row, caducada: row.fec_expira <= now };
}

export async function listPeople(app: FastifyInstance, idcliente: number): Promise<PeopleListResponse> {
  const [people, invitations] = await Promise.all([
    findPeople(app.db, idcliente),
    findPendingInvitations(app.db, idcliente),
  ]);
  const now = nowIso();
  return {
    success: true,
    data: { usuarios: people.map(toPerson), invitaciones: invitations.map((row) => toInvitation(row, now)) },
  };
}

/**
 * Queues the invitation mail with a new one-time link (domain/tenant's invitation: hash only,
 * 72 h, earlier open invitations of the address revoked) in one transaction. An address that
 * already belongs to a person of the tenant is refused (409): reactivate or change their role.
 */
export async function invitePerson(
  app: FastifyInstance,
  idcliente: number,
  input: { email: string; rol: PeopleRole },
  actor: TokenClaims,
  reenvio?: number,
): Promise<InvitationResponse> {
  const existing = await findPersonByEmail(app.db, idcliente, input.email);
  if (existing) {
    throw new AppError(
      'CONFLICT',
      existing.activo === 1
        ? 'Esa dirección ya pertenece a una persona activa de este canal: cambie su rol si lo necesita.'
        : 'Esa dirección pertenece a una persona desactivada de este canal: reactívela en lugar de invitarla.',
    );
  }
  const tenantName = (await findTenantName(app.db, idcliente)) ?? '';
  const created = await app.db.transaction().execute(async (trx) =>
    createInvitation(
      {
        db: trx,
        tenantKeys: createTenantKeys(trx, app.secrets.masterKey),
        smtpConfigured: Boolean(app.config.smtpUrl),
      },
      {
        idcliente,
        tenantName,
        email: input.email,
        rol: input.rol,
        baseUrl: await tenantBaseUrl({ db: trx, publicUrl: app.config.publicUrl }, idcliente),
      },
    ),
  );
  const row = await findPendingInvitation(app.db, idcliente, created.idinvitacion);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const resent = reenvio === undefined ? '' : ` reenvio_de=${reenvio}`;
  await audit(
    app,
    actor,
    'invitar_persona',
    `idinvitacion=${row.idinvitacion} rol=${row.rol} email=${row.email}${resent}`,
  );
  return { success: true, data: toInvitation(row, nowIso()) };
}

/** A new link for a pending invitation (the old link stops working: only its hash was kept). */
export async function resendInvitation(
  app: FastifyInstance,
  idcliente: number,
  idinvitacion: number,
  actor: TokenClaims,
): Promise<InvitationResponse> {
  const pending = await findPendingInvitation(app.db, idcliente, idinvitacion);
  if (!pending) {
    throw new AppError('NOT_FOUND', 'No existe esa invitación pendiente');
  }
  return invitePerson(app, idcliente, { email: pending.email, rol: pending.rol }, actor, idinvitacion);
}

export async function revokeInvitation(
  app: FastifyInstance,
  idcliente: number,
  idinvitacion: number,
  actor: TokenClaims,
): Promise<{ success: true; message: string }> {
  if (!(await revokeInvitationRow(app.db, idcliente, idinvitacion, nowIso()))) {
    throw new AppError('NOT_FOUND', 'No existe esa invitación pendiente');
  }
  await audit(app, actor, 'revocar_invitacion', `idinvitacion=${idinvitacion}`);
  return { success: true, message: 'Invitación revocada' };
}

/**
 * Changes a person's role and/or deactivates or reactivates them, never leaving the tenant without
 * an active Responsable (409, nothing changed). Deactivating revokes every session of the person
 * at once (their next call gets 534); there is no deletion, the audit trail names people.
 */
export async function updatePerson(
  app: FastifyInstance,
  idcliente: number,
  idusuario: number,
  body: UpdatePersonBody,
  actor: TokenClaims,
): Promise<PersonResponse> {
  const before = await app.db.transaction().execute(async (trx) => {
    await lockTenantPeople(trx, app.dialect, idcliente);
    const person = await findPerson(trx, idcliente, idusuario);
    if (!person) {
      throw new AppError('NOT_FOUND', 'No existe esa persona en este canal');
    }
    const rol = body.rol ?? person.rol;
    const activo = body.activo ?? person.activo === 1;
    const wasActiveResponsable = person.rol === 'responsable' && person.activo === 1;
    const staysActiveResponsable = rol === 'responsable' && activo;
    if (wasActiveResponsable && !staysActiveResponsable) {
      if ((await countOtherActiveResponsables(trx, idcliente, idusuario)) === 0) {
        throw new AppError('CONFLICT', lastResponsableMessage);
      }
    }
    await updatePersonRow(trx, idcliente, idusuario, { rol, activo: activo ? 1 : 0 });
    if (!activo) {
      await revokePersonSessions(trx, idcliente, idusuario);
    }
    return { rol: person.rol, activo: person.activo === 1 };
  });
  const updated = await findPerson(app.db, idcliente, idusuario);
  if (!updated) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  await auditPersonChanges(app, actor, idusuario, before, { rol: updated.rol, activo: updated.activo === 1 });
  return { success: true, data: toPerson(updated) };
}

/** One row per change that happened: the role (from → to), then deactivation or reactivation. */
async function auditPersonChanges(
  app: FastifyInstance,
  actor: TokenClaims,
  idusuario: number,
  before: { rol: PeopleRole; activo: boolean },
  after: { rol: PeopleRole; activo: boolean },
): Promise<void> {
  if (before.rol !== after.rol) {
    await audit(app, actor, 'cambiar_rol', `idusuario=${idusuario} de ${before.rol} a ${after.rol}`);
  }
  if (before.activo !== after.activo) {
    await audit(app, actor, after.activo ? 'reactivar_persona' : 'desactivar_persona', `idusuario=${idusuario}`);
  }
}

import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, UserRole } from '../../db/schema.ts';

/** Kysely or a transaction of it. */
type Db = Kysely<Database>;

/** The tenant's people, by name, each with the start of their newest back-office session. */
export async function findPeople(db: Db, idcliente: number) {
  return db
    .selectFrom('usuarios')
    .select((eb) => [
      'usuarios.idusuario',
      'usuarios.nombre',
      'usuarios.email',
      'usuarios.rol',
      'usuarios.activo',
      'usuarios.totp_activo',
      eb
        .selectFrom('sesiones')
        .select((s) => s.fn.max('sesiones.fec_alta').as('ultimo'))
        .whereRef('sesiones.idusuario', '=', 'usuarios.idusuario')
        .where('sesiones.idcliente', '=', idcliente)
        .where('sesiones.tipoacceso', '=', 'Privado')
        .as('ultimo_acceso'),
    ])
    .where('usuarios.idcliente', '=', idcliente)
    .orderBy('usuarios.nombre')
    .orderBy('usuarios.idusuario')
    .execute();
}

export async function findPerson(db: Db, idcliente: number, idusuario: number) {
  return (await findPeople(db, idcliente)).find((person) => person.idusuario === idusuario);
}

/** A person of the tenant with that address (compared case-insensitively), active or not. */
export async function findPersonByEmail(db: Db, idcliente: number, email: string) {
  return db
    .selectFrom('usuarios')
    .select(['idusuario', 'activo'])
    .where('idcliente', '=', idcliente)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

const invitationColumns = ['idinvitacion', 'email', 'rol', 'fec_alta', 'fec_expira'] as const;

/** Invitations neither accepted nor revoked (expired ones included), newest first. */
export async function findPendingInvitations(db: Db, idcliente: number) {
  return db
    .selectFrom('invitaciones')
    .select(invitationColumns)
    .where('idcliente', '=', idcliente)
    .where('fec_aceptada', 'is', null)
    .where('fec_revocada', 'is', null)
    .orderBy('fec_alta', 'desc')
    .orderBy('idinvitacion', 'desc')
    .execute();
}

export async function findPendingInvitation(db: Db, idcliente: number, idinvitacion: number) {
  return db
    .selectFrom('invitaciones')
    .select(invitationColumns)
    .where('idcliente', '=', idcliente)
    .where('idinvitacion', '=', idinvitacion)
    .where('fec_aceptada', 'is', null)
    .where('fec_revocada', 'is', null)
    .executeTakeFirst();
}

/** Revokes one pending invitation of the tenant; answers whether a row changed. */
export async function revokeInvitationRow(db: Db, idcliente: number, idinvitacion: number, now: string) {
  const result = await db
    .updateTable('invitaciones')
    .set({ fec_revocada: now })
    .where('idcliente', '=', idcliente)
    .where('idinvitacion', '=', idinvitacion)
    .where('fec_aceptada', 'is', null)
    .where('fec_revocada', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findTenantName(db: Db, idcliente: number): Promise<string | undefined> {
  const row = await db.selectFrom('clientes').select('nombre').where('idcliente', '=', idcliente).executeTakeFirst();
  return row?.nombre;
}

/**
 * Serialises the changes of a tenant's people: on PostgreSQL the tenant row is locked until the
 * transaction ends, so two Responsables demoting each other at once cannot both pass the
 * last-Responsable check; SQLite has one writer, so its transaction already is exclusive.
 */
export async function lockTenantPeople(db: Db, dialect: DialectName, idcliente: number): Promise<void> {
  let query = db.selectFrom('clientes').select('idcliente').where('idcliente', '=', idcliente);
  if (dialect === 'postgres') {
    query = query.forUpdate();
  }
  await query.executeTakeFirst();
}

/** Active Responsables of the tenant other than `idusuario`. */
export async function countOtherActiveResponsables(db: Db, idcliente: number, idusuario: number): Promise<number> {
  const row = await db
    .selectFrom('usuarios')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('idcliente', '=', idcliente)
    .where('rol', '=', 'responsable')
    .where('activo', '=', 1)
    .where('idusuario', '!=', idusuario)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updatePersonRow(
  db: Db,
  idcliente: number,
  idusuario: number,
  values: { rol?: UserRole; activo?: 0 | 1 },
): Promise<void> {
  await db
    .updateTable('usuarios')
    .set(values)
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .execute();
}

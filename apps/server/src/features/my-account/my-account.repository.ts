import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The person behind a session of the tenant (the session row names them, never the token's text). */
export async function findSessionPerson(db: Db, idcliente: number, sid: string) {
  return db
    .selectFrom('sesiones')
    .innerJoin('usuarios', (join) =>
      join.onRef('usuarios.idusuario', '=', 'sesiones.idusuario').on('usuarios.idcliente', '=', idcliente),
    )
    .select([
      'usuarios.idusuario',
      'usuarios.nombre',
      'usuarios.email',
      'usuarios.rol',
      'usuarios.totp_activo',
      'usuarios.password_hash',
    ])
    .where('sesiones.sid', '=', sid)
    .where('sesiones.idcliente', '=', idcliente)
    .executeTakeFirst();
}

export async function findTenantParameters(db: Db, idcliente: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('clientes')
    .select('parametros_cliente')
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row?.parametros_cliente;
}

/**
 * The newest sign-in of the person with the given result, from the trail: rows naming the person,
 * or (a failure recorded before the person was known) naming their e-mail.
 */
export async function findLastSignIn(
  db: Db,
  person: { idcliente: number; idusuario: number; email: string },
  resultado: 'ok' | 'denegado',
) {
  return db
    .selectFrom('den_auditoria')
    .select(['fec_evento', 'detalle'])
    .where('idcliente', '=', person.idcliente)
    .where('accion', '=', 'iniciar_sesion')
    .where('resultado', '=', resultado)
    .where((eb) =>
      eb.or([
        eb('idusuario', '=', person.idusuario),
        eb.and([eb('idusuario', 'is', null), eb(sql<string>`lower(usuario)`, '=', person.email.toLowerCase())]),
      ]),
    )
    .orderBy('idauditoria', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The person's sessions that still work (not revoked, not expired), newest first. */
export async function findOpenSessions(db: Db, idcliente: number, idusuario: number, now: string) {
  return db
    .selectFrom('sesiones')
    .select(['sid', 'fec_alta', 'fec_expira', 'agente'])
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .where('revocada', '=', 0)
    .where('fec_expira', '>', now)
    .orderBy('fec_alta', 'desc')
    .orderBy('sid')
    .execute();
}

/** Revokes one open session of the person; false when it is not theirs or not open. */
export async function revokeOwnSession(db: Db, idcliente: number, idusuario: number, sid: string): Promise<boolean> {
  const result = await db
    .updateTable('sesiones')
    .set({ revocada: 1 })
    .where('sid', '=', sid)
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .where('revocada', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stores the new hash and revokes every other open session of the person, in one transaction. */
export async function replacePassword(
  db: Db,
  person: { idcliente: number; idusuario: number; keepSid: string },
  passwordHash: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('usuarios')
      .set({ password_hash: passwordHash })
      .where('idcliente', '=', person.idcliente)
      .where('idusuario', '=', person.idusuario)
      .execute();
    const revoked = await trx
      .updateTable('sesiones')
      .set({ revocada: 1 })
      .where('idcliente', '=', person.idcliente)
      .where('idusuario', '=', person.idusuario)
      .where('sid', '!=', person.keepSid)
      .where('revocada', '=', 0)
      .executeTakeFirst();
    return Number(revoked.numUpdatedRows);
  });
}

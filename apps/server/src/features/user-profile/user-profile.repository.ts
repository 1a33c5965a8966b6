import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ProfileRow = { idusuario: number; nombre: string; email: string; avatar: string | null; estado: string };
export type ProfileUpdate = { nombre?: string; avatar?: string | null; estado?: string; ididioma?: number };

/** The administrator behind a session, both scoped to the session's tenant. */
export async function findSessionUser(
  db: Kysely<Database>,
  sid: string,
  idcliente: number,
): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('sesiones')
    .innerJoin('usuarios', 'usuarios.idusuario', 'sesiones.idusuario')
    .select(['usuarios.idusuario', 'usuarios.nombre', 'usuarios.email', 'usuarios.avatar', 'usuarios.estado'])
    .where('sesiones.sid', '=', sid)
    .where('sesiones.idcliente', '=', idcliente)
    .where('usuarios.idcliente', '=', idcliente)
    .executeTakeFirst();
}

export async function updateUser(
  db: Kysely<Database>,
  idusuario: number,
  idcliente: number,
  values: ProfileUpdate,
): Promise<void> {
  await db
    .updateTable('usuarios')
    .set(values)
    .where('idusuario', '=', idusuario)
    .where('idcliente', '=', idcliente)
    .execute();
}

import { sql, type Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.ts';

/** Kysely or a transaction of it. */
type Db = Kysely<Database>;

/** A person of a tenant by e-mail (compared case-insensitively), active or not. */
export async function findPersonByEmail(db: Db, idcliente: number, email: string) {
  return db
    .selectFrom('usuarios')
    .select(['idusuario', 'email', 'nombre', 'activo'])
    .where('idcliente', '=', idcliente)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Creates a person of a tenant (an accepted invitation). Answers the new id. */
export async function insertPerson(
  db: Db,
  values: { idcliente: number; email: string; nombre: string; password_hash: string; rol: UserRole; fec_alta: string },
): Promise<number> {
  const { idusuario } = await db
    .insertInto('usuarios')
    .values({ ...values, activo: 1, avatar: null, estado: 'online' })
    .returning('idusuario')
    .executeTakeFirstOrThrow();
  return idusuario;
}

/** Gives a disabled person of the tenant back their account with the invitation's name, password and role. */
export async function reactivatePerson(
  db: Db,
  idcliente: number,
  idusuario: number,
  values: { nombre: string; password_hash: string; rol: UserRole },
): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ ...values, activo: 1 })
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .execute();
}

/** Replaces a person's password hash. */
export async function updatePasswordHash(db: Db, idcliente: number, idusuario: number, hash: string): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ password_hash: hash })
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .execute();
}

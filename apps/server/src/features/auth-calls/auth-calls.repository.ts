import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/*
 * The rows the remaining auth calls read (migration 025, decision 053): a tenant's applications
 * and who may use them, and the administrator behind a session. Every statement carries the tenant.
 */

/** One of the tenant's applications, or undefined. */
export async function findApplication(db: Db, idcliente: number, idaplicacion: string) {
  return db
    .selectFrom('aplicaciones')
    .select(['idaplicacion', 'nombre', 'url_retorno'])
    .where('idcliente', '=', idcliente)
    .where('idaplicacion', '=', idaplicacion)
    .executeTakeFirst();
}

/** The application if `perfil` may use it, or undefined. */
export async function findGrantedApplication(db: Db, idcliente: number, idaplicacion: string, perfil: string) {
  return db
    .selectFrom('aplicaciones')
    .innerJoin('aplicaciones_accesos', (join) =>
      join
        .onRef('aplicaciones_accesos.idcliente', '=', 'aplicaciones.idcliente')
        .onRef('aplicaciones_accesos.idaplicacion', '=', 'aplicaciones.idaplicacion'),
    )
    .select(['aplicaciones.idaplicacion', 'aplicaciones.nombre', 'aplicaciones.url_retorno'])
    .where('aplicaciones.idcliente', '=', idcliente)
    .where('aplicaciones.idaplicacion', '=', idaplicacion)
    .where('aplicaciones_accesos.perfil', '=', perfil)
    .executeTakeFirst();
}

/** Registers (or renames) an application and the profiles that may use it (the CLI, the tests). */
export async function saveApplication(
  db: Db,
  row: { idcliente: number; idaplicacion: string; nombre: string; url_retorno: string | null; fec_alta: string },
  perfiles: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('aplicaciones')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['idcliente', 'idaplicacion']).doUpdateSet({ nombre: row.nombre, url_retorno: row.url_retorno }),
      )
      .execute();
    await trx
      .deleteFrom('aplicaciones_accesos')
      .where('idcliente', '=', row.idcliente)
      .where('idaplicacion', '=', row.idaplicacion)
      .execute();
    if (perfiles.length > 0) {
      await trx
        .insertInto('aplicaciones_accesos')
        .values(perfiles.map((perfil) => ({ idcliente: row.idcliente, idaplicacion: row.idaplicacion, perfil })))
        .execute();
    }
  });
}

/** The administrator of a session (id, name, e-mail, role), or undefined. */
export async function sessionPerson(db: Db, idcliente: number, sid: string) {
  return db
    .selectFrom('sesiones')
    .innerJoin('usuarios', (join) =>
      join.onRef('usuarios.idusuario', '=', 'sesiones.idusuario').on('usuarios.idcliente', '=', idcliente),
    )
    .select(['usuarios.idusuario', 'usuarios.nombre', 'usuarios.email', 'usuarios.rol'])
    .where('sesiones.sid', '=', sid)
    .where('sesiones.idcliente', '=', idcliente)
    .executeTakeFirst();
}

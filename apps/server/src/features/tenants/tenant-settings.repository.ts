import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forgetTenantFacts } from '../../lib/tenant-directory.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The tenant row an administrator edits (any tenant state: an inactive tenant's admin is refused earlier). */
export async function findTenantForSettings(db: Db, idcliente: number) {
  return db
    .selectFrom('clientes')
    .select(['idcliente', 'nombre', 'logo_tipo', 'parametros_cliente'])
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
}

/** Hostnames among `hostnames` that belong to another tenant. */
export async function findForeignHostnames(db: Db, idcliente: number, hostnames: readonly string[]): Promise<string[]> {
  if (hostnames.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('clientes_hosts')
    .select('hostname')
    .where('hostname', 'in', [...hostnames])
    .where('idcliente', '<>', idcliente)
    .execute();
  return rows.map((r) => r.hostname);
}

export async function findTenantLanguageIds(db: Db, idcliente: number): Promise<number[]> {
  const rows = await db
    .selectFrom('clientes_idiomas')
    .select('ididioma')
    .where('idcliente', '=', idcliente)
    .orderBy('ididioma')
    .execute();
  return rows.map((r) => r.ididioma);
}

export async function findHolidays(db: Db, idcliente: number) {
  return db
    .selectFrom('festivos')
    .select(['fecha', 'descripcion'])
    .where('idcliente', '=', idcliente)
    .orderBy('fecha')
    .execute();
}

/** Replaces name, parameters, hostnames, languages and holidays in one transaction. */
export async function replaceTenantSettings(
  db: Kysely<Database>,
  idcliente: number,
  values: {
    nombre: string;
    parametros_cliente: string;
    hostnames: readonly string[];
    ididiomas: readonly number[];
    festivos: ReadonlyArray<{ fecha: string; descripcion: string }>;
    logo?: { tipo: string; datos: Buffer };
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('clientes')
      .set({
        nombre: values.nombre,
        parametros_cliente: values.parametros_cliente,
        ...(values.logo ? { logo_tipo: values.logo.tipo, logo_datos: values.logo.datos } : {}),
      })
      .where('idcliente', '=', idcliente)
      .execute();
    await trx.deleteFrom('clientes_hosts').where('idcliente', '=', idcliente).execute();
    await trx
      .insertInto('clientes_hosts')
      .values(values.hostnames.map((hostname) => ({ hostname, idcliente })))
      .execute();
    await trx.deleteFrom('clientes_idiomas').where('idcliente', '=', idcliente).execute();
    await trx
      .insertInto('clientes_idiomas')
      .values(values.ididiomas.map((ididioma) => ({ idcliente, ididioma })))
      .execute();
    await trx.deleteFrom('festivos').where('idcliente', '=', idcliente).execute();
    if (values.festivos.length > 0) {
      await trx
        .insertInto('festivos')
        .values(values.festivos.map((f) => ({ idcliente, fecha: f.fecha, descripcion: f.descripcion })))
        .execute();
    }
  });
  // Its hostnames may have changed: this process's next request must not wait for the notice.
  forgetTenantFacts(db);
}

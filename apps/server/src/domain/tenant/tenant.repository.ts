import { sql, type Kysely } from 'kysely';
import type { Database, NewCliente } from '../../db/schema.ts';
import { forgetTenantFacts } from '../../lib/tenant-directory.ts';

/** Kysely or a transaction of it: every function here works inside or outside one. */
type Db = Kysely<Database>;

/** A tenant by its code (the operator's handle on it). */
export async function findTenantByCode(db: Db, codigo: string) {
  return db
    .selectFrom('clientes')
    .select(['idcliente', 'codigo', 'nombre', 'activo'])
    .where('codigo', '=', codigo)
    .executeTakeFirst();
}

/** Which of these hostnames some tenant already answers on, with that tenant's code. */
export async function findTakenHosts(db: Db, hostnames: readonly string[]) {
  if (hostnames.length === 0) {
    return [];
  }
  return db
    .selectFrom('clientes_hosts')
    .innerJoin('clientes', 'clientes.idcliente', 'clientes_hosts.idcliente')
    .select(['clientes_hosts.hostname', 'clientes.codigo'])
    .where('clientes_hosts.hostname', 'in', hostnames)
    .execute();
}

export async function insertTenant(db: Db, values: NewCliente): Promise<number> {
  const { idcliente } = await db.insertInto('clientes').values(values).returning('idcliente').executeTakeFirstOrThrow();
  return idcliente;
}

export async function insertTenantHosts(db: Db, idcliente: number, hostnames: readonly string[]): Promise<void> {
  await db
    .insertInto('clientes_hosts')
    .values(hostnames.map((hostname) => ({ hostname, idcliente })))
    .execute();
  forgetTenantFacts(db);
}

export async function insertTenantLanguages(db: Db, idcliente: number, ididiomas: readonly number[]): Promise<void> {
  await db
    .insertInto('clientes_idiomas')
    .values(ididiomas.map((ididioma) => ({ idcliente, ididioma })))
    .execute();
}

/** The hostnames of a tenant, in alphabetical order. */
export async function findTenantHosts(db: Db, idcliente: number): Promise<string[]> {
  const rows = await db
    .selectFrom('clientes_hosts')
    .select('hostname')
    .where('idcliente', '=', idcliente)
    .orderBy('hostname')
    .execute();
  return rows.map((r) => r.hostname);
}

/** Removes one hostname of a tenant; true when it was the tenant's. */
export async function deleteTenantHost(db: Db, idcliente: number, hostname: string): Promise<boolean> {
  const result = await db
    .deleteFrom('clientes_hosts')
    .where('idcliente', '=', idcliente)
    .where('hostname', '=', hostname)
    .executeTakeFirst();
  forgetTenantFacts(db);
  return result.numDeletedRows > 0n;
}

export async function updateTenantActive(db: Db, idcliente: number, active: boolean): Promise<void> {
  await db
    .updateTable('clientes')
    .set({ activo: active ? 1 : 0 })
    .where('idcliente', '=', idcliente)
    .execute();
  forgetTenantFacts(db);
}

/** Whether a tenant exists and is active: one read by primary key. */
export async function isTenantActive(db: Db, idcliente: number): Promise<boolean> {
  const row = await db.selectFrom('clientes').select('activo').where('idcliente', '=', idcliente).executeTakeFirst();
  return row?.activo === 1;
}

/**
 * Every tenant with its hostnames and how many people and cases it has: counts only, never a
 * case's content.
 */
export async function findTenantOverview(db: Db) {
  const tenants = await db
    .selectFrom('clientes')
    .select((eb) => [
      'clientes.idcliente',
      'clientes.codigo',
      'clientes.nombre',
      'clientes.activo',
      eb
        .selectFrom('usuarios')
        .select(sql<number | string>`count(*)`.as('n'))
        .whereRef('usuarios.idcliente', '=', 'clientes.idcliente')
        .as('usuarios'),
      eb
        .selectFrom('den_denuncias')
        .select(sql<number | string>`count(*)`.as('n'))
        .whereRef('den_denuncias.idcliente', '=', 'clientes.idcliente')
        .as('expedientes'),
    ])
    .orderBy('clientes.codigo')
    .execute();
  const hosts = await db.selectFrom('clientes_hosts').select(['idcliente', 'hostname']).orderBy('hostname').execute();
  return tenants.map((t) => ({
    codigo: t.codigo,
    nombre: t.nombre,
    activo: t.activo === 1,
    hosts: hosts.filter((h) => h.idcliente === t.idcliente).map((h) => h.hostname),
    usuarios: Number(t.usuarios ?? 0),
    expedientes: Number(t.expedientes ?? 0),
  }));
}

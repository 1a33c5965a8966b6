import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

const publicColumns = ['idcliente', 'nombre', 'logo_tipo'] as const;

/** Active tenants by name: what anyone may see (name and whether it has a logo). */
export async function findActiveTenants(db: Db) {
  return db
    .selectFrom('clientes')
    .select(publicColumns)
    .where('activo', '=', 1)
    .orderBy('nombre')
    .orderBy('idcliente')
    .execute();
}

/**
 * One active tenant, with its browser-readable parameters (JSON text) and the profile of its
 * identity provider for citizens (`clave`, `saml`; null when none is configured: decision 045).
 */
export async function findActiveTenant(db: Db, idcliente: number) {
  return db
    .selectFrom('clientes')
    .leftJoin('proveedores_identidad', 'proveedores_identidad.idcliente', 'clientes.idcliente')
    .select([
      'clientes.idcliente',
      'clientes.nombre',
      'clientes.logo_tipo',
      'clientes.parametros_cliente',
      'proveedores_identidad.perfil as proveedor',
    ])
    .where('clientes.idcliente', '=', idcliente)
    .where('clientes.activo', '=', 1)
    .executeTakeFirst();
}

/** The stored logo of an active tenant (bytes and media type). */
export async function findTenantLogo(db: Db, idcliente: number) {
  return db
    .selectFrom('clientes')
    .select(['logo_tipo', 'logo_datos'])
    .where('idcliente', '=', idcliente)
    .where('activo', '=', 1)
    .executeTakeFirst();
}

/** The tenant's languages, ordered by id (spec §3: 1 es, 2 cat, 3 eu, 4 ga, 5 en). */
export async function findTenantLanguages(db: Db, idcliente: number) {
  return db
    .selectFrom('clientes_idiomas')
    .innerJoin('idiomas', 'idiomas.ididioma', 'clientes_idiomas.ididioma')
    .select(['idiomas.ididioma', 'idiomas.codigo', 'idiomas.translate', 'idiomas.flag', 'idiomas.nombre'])
    .where('clientes_idiomas.idcliente', '=', idcliente)
    .orderBy('idiomas.ididioma')
    .execute();
}

/** The tenant's holidays by date (they move legal deadlines). */
export async function findTenantHolidays(db: Db, idcliente: number) {
  return db
    .selectFrom('festivos')
    .select(['idfestivo', 'fecha', 'descripcion'])
    .where('idcliente', '=', idcliente)
    .orderBy('fecha')
    .orderBy('idfestivo')
    .execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/*
 * A citizen's identity rows (`terceros`, migrations 020, 025; decisions 045, 053): found by the
 * tenant's keyed hash of the identifier, and across tenants by the server-wide one. The cross-
 * tenant look-ups start from a citizen the caller already is (their own token's row).
 */

/** Finds the tenant's citizen by identifier hash or creates them; answers their id. Refreshes the sealed name. */
export async function upsertCitizenIdentity(
  db: Db,
  values: {
    idcliente: number;
    identificador_hash: string;
    identificador_global: string;
    nombre: string;
    proveedor?: 'clave' | 'saml';
    now: string;
  },
): Promise<number> {
  await db
    .insertInto('terceros')
    .values({
      idcliente: values.idcliente,
      identificador_hash: values.identificador_hash,
      identificador_global: values.identificador_global,
      nombre: values.nombre,
      ...(values.proveedor ? { proveedor: values.proveedor } : {}),
      fec_alta: values.now,
      fec_ultimo_acceso: values.now,
    })
    .onConflict((oc) =>
      oc.columns(['idcliente', 'identificador_hash']).doUpdateSet({
        nombre: values.nombre,
        identificador_global: values.identificador_global,
        ...(values.proveedor ? { proveedor: values.proveedor } : {}),
        fec_ultimo_acceso: values.now,
      }),
    )
    .execute();
  const row = await db
    .selectFrom('terceros')
    .select('idtercero')
    .where('idcliente', '=', values.idcliente)
    .where('identificador_hash', '=', values.identificador_hash)
    .executeTakeFirstOrThrow();
  return row.idtercero;
}

/** The cross-tenant hash a citizen's session was opened with (decision 057), or null. */
export async function sessionLinkOf(db: Db, idcliente: number, sid: string): Promise<string | null> {
  const row = await db
    .selectFrom('sesiones')
    .select('vinculo')
    .where('idcliente', '=', idcliente)
    .where('sid', '=', sid)
    .where('tipoacceso', '=', 'Ciudadano')
    .executeTakeFirst();
  return row?.vinculo ?? null;
}

/** The same person's row in a tenant (open tenants only), by the server-wide hash. */
export async function citizenByGlobalHash(db: Db, idcliente: number, global: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('terceros')
    .innerJoin('clientes', 'clientes.idcliente', 'terceros.idcliente')
    .select('terceros.idtercero')
    .where('terceros.idcliente', '=', idcliente)
    .where('terceros.identificador_global', '=', global)
    .where('clientes.activo', '=', 1)
    .executeTakeFirst();
  return row?.idtercero;
}

/** The open tenants where the person with this server-wide hash is known, by name. */
export async function tenantsByGlobalHash(db: Db, global: string): Promise<{ idcliente: number; nombre: string }[]> {
  return db
    .selectFrom('terceros')
    .innerJoin('clientes', 'clientes.idcliente', 'terceros.idcliente')
    .select(['clientes.idcliente', 'clientes.nombre'])
    .where('terceros.identificador_global', '=', global)
    .where('clientes.activo', '=', 1)
    .orderBy('clientes.nombre')
    .orderBy('clientes.idcliente')
    .execute();
}

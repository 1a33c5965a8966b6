import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { IdentityProviderTable } from '../../db/schema-identity.ts';

/*
 * The rows of the citizen sign-in (migration 020, decision 045): a tenant's identity provider,
 * the AuthnRequests sent (single use) with the one-time code of their sign-in, and the citizens.
 * Every statement carries the tenant, but the look-ups by a random key the caller only holds
 * (request id, code hash), which answer the tenant for the caller to check.
 */

export type IdentityProviderRow = IdentityProviderTable;

export async function findIdentityProvider(
  db: Kysely<Database>,
  idcliente: number,
): Promise<IdentityProviderRow | undefined> {
  return db.selectFrom('proveedores_identidad').selectAll().where('idcliente', '=', idcliente).executeTakeFirst();
}

export async function saveIdentityProvider(db: Kysely<Database>, row: IdentityProviderRow): Promise<void> {
  const { idcliente: _tenant, fec_alta: _created, ...changes } = row;
  await db
    .insertInto('proveedores_identidad')
    .values(row)
    .onConflict((oc) => oc.column('idcliente').doUpdateSet(changes))
    .execute();
}

/**
 * Removes the tenant's IdP and its sign-ins still under way (their answers could no longer be
 * checked); false when it had none. The citizens and their filings stay.
 */
export async function deleteIdentityProvider(db: Kysely<Database>, idcliente: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('saml_peticiones').where('idcliente', '=', idcliente).where('fec_usado', 'is', null).execute();
    const result = await trx.deleteFrom('proveedores_identidad').where('idcliente', '=', idcliente).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

/** The hostnames mapped to a tenant (where its return URLs may point). */
export async function hostnamesOf(db: Kysely<Database>, idcliente: number): Promise<string[]> {
  const rows = await db.selectFrom('clientes_hosts').select('hostname').where('idcliente', '=', idcliente).execute();
  return rows.map((r) => r.hostname);
}

/** Stores a new AuthnRequest and drops the tenant's requests older than `staleBefore`. */
export async function insertSamlRequest(
  db: Kysely<Database>,
  row: { idpeticion: string; idcliente: number; urlsuccess: string; urlerror: string; fec_alta: string },
  staleBefore: string,
): Promise<void> {
  await db
    .deleteFrom('saml_peticiones')
    .where('idcliente', '=', row.idcliente)
    .where('fec_alta', '<', staleBefore)
    .execute();
  await db
    .insertInto('saml_peticiones')
    .values({
      ...row,
      fec_usado: null,
      codigo_hash: null,
      idtercero: null,
      fec_codigo_expira: null,
      fec_codigo_usado: null,
    })
    .execute();
}

export async function findSamlRequest(db: Kysely<Database>, idpeticion: string) {
  return db
    .selectFrom('saml_peticiones')
    .select(['idpeticion', 'idcliente', 'urlsuccess', 'urlerror', 'fec_alta', 'fec_usado'])
    .where('idpeticion', '=', idpeticion)
    .executeTakeFirst();
}

/** Marks a request's answer as used; false when it already was (its single use is gone). */
export async function claimSamlRequest(db: Kysely<Database>, idpeticion: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('saml_peticiones')
    .set({ fec_usado: now })
    .where('idpeticion', '=', idpeticion)
    .where('fec_usado', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Attaches the one-time code (its hash) and the citizen to a used request. */
export async function setSignInCode(
  db: Kysely<Database>,
  idpeticion: string,
  values: {
    codigo_hash: string;
    idtercero: number;
    vinculo: string;
    sesion_idp: string | null;
    fec_codigo_expira: string;
  },
): Promise<void> {
  await db.updateTable('saml_peticiones').set(values).where('idpeticion', '=', idpeticion).execute();
}

/** Spends a one-time code: the tenant and citizen it names, or undefined (unknown, expired or spent). */
export async function claimSignInCode(
  db: Kysely<Database>,
  codigoHash: string,
  now: string,
): Promise<
  | { idpeticion: string; idcliente: number; idtercero: number; vinculo: string | null; sesion_idp: string | null }
  | undefined
> {
  const row = await db
    .updateTable('saml_peticiones')
    .set({ fec_codigo_usado: now })
    .where('codigo_hash', '=', codigoHash)
    .where('fec_codigo_usado', 'is', null)
    .where('fec_codigo_expira', '>', now)
    .returning(['idpeticion', 'idcliente', 'idtercero', 'vinculo', 'sesion_idp'])
    .executeTakeFirst();
  return row && row.idtercero !== null
    ? {
        idpeticion: row.idpeticion,
        idcliente: row.idcliente,
        idtercero: row.idtercero,
        vinculo: row.vinculo,
        sesion_idp: row.sesion_idp,
      }
    : undefined;
}

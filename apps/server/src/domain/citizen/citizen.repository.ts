import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/*
 * A tenant's citizens (`terceros`, migrations 020 and 024; decisions 045, 052) as the citizen's
 * panel and the handlers' case detail read them. Every statement carries the tenant.
 */

export type CitizenRow = {
  idtercero: number;
  identificador_hash: string;
  /** (enc) JSON `{nombre, apellidos}`. */
  nombre: string;
  proveedor: 'clave' | 'saml' | null;
  /** (enc) JSON `{email, telefono}`; null: none given. */
  contacto: string | null;
  /** The profile of the tenant's IdP now (for rows signed in before migration 024 recorded theirs). */
  perfil_actual: 'clave' | 'saml' | null;
};

/** One of the tenant's citizens, or undefined. */
export async function findCitizen(db: Db, idcliente: number, idtercero: number): Promise<CitizenRow | undefined> {
  return db
    .selectFrom('terceros')
    .leftJoin('proveedores_identidad', 'proveedores_identidad.idcliente', 'terceros.idcliente')
    .select([
      'terceros.idtercero',
      'terceros.identificador_hash',
      'terceros.nombre',
      'terceros.proveedor',
      'terceros.contacto',
      'proveedores_identidad.perfil as perfil_actual',
    ])
    .where('terceros.idcliente', '=', idcliente)
    .where('terceros.idtercero', '=', idtercero)
    .executeTakeFirst();
}

/** Stores (or clears, with null) a citizen's sealed contact data; false when the tenant has no such citizen. */
export async function saveCitizenContact(
  db: Db,
  key: { idcliente: number; idtercero: number },
  values: { contacto: string | null; fec_contacto: string },
): Promise<boolean> {
  const result = await db
    .updateTable('terceros')
    .set(values)
    .where('idcliente', '=', key.idcliente)
    .where('idtercero', '=', key.idtercero)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

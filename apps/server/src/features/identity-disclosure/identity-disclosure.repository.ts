import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { IdentityDisclosureTable } from '../../db/schema-people.ts';

type Db = Kysely<Database>;

export type DisclosureRow = Selectable<IdentityDisclosureTable>;

/** Stores one disclosure (free text already sealed) and answers its row. */
export async function insertDisclosure(db: Db, row: Insertable<IdentityDisclosureTable>): Promise<DisclosureRow> {
  return db.insertInto('den_denuncia_revelaciones').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The disclosures of one case of the tenant, newest first. */
export async function findDisclosures(db: Db, idcliente: number, iddenuncia: number): Promise<DisclosureRow[]> {
  return db
    .selectFrom('den_denuncia_revelaciones')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .orderBy('fec_alta', 'desc')
    .orderBy('idrevelacion', 'desc')
    .execute();
}

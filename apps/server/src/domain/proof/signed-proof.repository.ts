import type { Insertable, Kysely } from 'kysely';
import type { Database, SignedProofTable } from '../../db/schema.ts';

/** Signed proofs (gdoc_justificantes, decision 054). */
type Db = Kysely<Database>;

export async function insertSignedProof(db: Db, values: Insertable<SignedProofTable>): Promise<void> {
  await db.insertInto('gdoc_justificantes').values(values).execute();
}

/** A signed proof of any tenant with the issuing tenant's name (public verification). */
export async function findSignedProofByCode(db: Db, codigo: string) {
  return db
    .selectFrom('gdoc_justificantes')
    .innerJoin('clientes', 'clientes.idcliente', 'gdoc_justificantes.idcliente')
    .select([
      'gdoc_justificantes.codigo',
      'gdoc_justificantes.idcliente',
      'gdoc_justificantes.tipo',
      'gdoc_justificantes.referencia',
      'gdoc_justificantes.sha256',
      'gdoc_justificantes.declaracion',
      'gdoc_justificantes.firma',
      'gdoc_justificantes.fec_emision',
      'clientes.nombre',
    ])
    .where('gdoc_justificantes.codigo', '=', codigo)
    .executeTakeFirst();
}

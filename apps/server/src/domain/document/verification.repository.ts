import type { Insertable, Kysely } from 'kysely';
import type { Database, VerificationTable } from '../../db/schema.ts';

/** Verification codes of stamped and certified copies (gdoc_verificaciones). */
type Db = Kysely<Database>;

/** Whether a stamped or certified copy of the document was ever issued. */
export async function hasVerifications(db: Db, idcliente: number, iddocumento: number): Promise<boolean> {
  const row = await db
    .selectFrom('gdoc_verificaciones')
    .select('codigo')
    .where('idcliente', '=', idcliente)
    .where('iddocumento', '=', iddocumento)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a document's verification codes (only for copies never handed out: a failed upload). */
export async function deleteVerificationsOf(db: Db, idcliente: number, iddocumento: number): Promise<void> {
  await db
    .deleteFrom('gdoc_verificaciones')
    .where('idcliente', '=', idcliente)
    .where('iddocumento', '=', iddocumento)
    .execute();
}

export type NewVerification = Insertable<VerificationTable>;

export async function insertVerification(db: Db, values: NewVerification): Promise<void> {
  await db.insertInto('gdoc_verificaciones').values(values).execute();
}

/** The last copy of a type issued for a document's given content, if any. */
export async function findLastVerification(
  db: Db,
  scope: { idcliente: number; iddocumento: number; tipo: 'sellado' | 'compulsa'; sha256_original: string },
) {
  return db
    .selectFrom('gdoc_verificaciones')
    .selectAll()
    .where('idcliente', '=', scope.idcliente)
    .where('iddocumento', '=', scope.iddocumento)
    .where('tipo', '=', scope.tipo)
    .where('sha256_original', '=', scope.sha256_original)
    .orderBy('fec_emision', 'desc')
    .orderBy('codigo', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A verification code of any tenant with the issuing tenant's name (public verification). */
export async function findVerificationByCode(db: Db, codigo: string) {
  return db
    .selectFrom('gdoc_verificaciones')
    .innerJoin('clientes', 'clientes.idcliente', 'gdoc_verificaciones.idcliente')
    .select([
      'gdoc_verificaciones.tipo',
      'gdoc_verificaciones.fec_emision',
      'gdoc_verificaciones.sha256_original',
      'gdoc_verificaciones.sha256_copia',
      'clientes.nombre',
    ])
    .where('gdoc_verificaciones.codigo', '=', codigo)
    .executeTakeFirst();
}

import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * A title that cannot be a `v1.` ciphertext of lib/crypto.ts (`v1.` + base64url of at least
 * 29 bytes, so 42 characters or more and never a space): one written before titles were sealed.
 */
function isClearTitle(eb: ExpressionBuilder<Database, 'den_denuncia_notificaciones'>) {
  return eb.or([
    eb(eb.fn<string>('substr', ['descripcion', eb.lit(1), eb.lit(3)]), '<>', 'v1.'),
    eb(eb.fn<number>('length', ['descripcion']), '<', 42),
    eb('descripcion', 'like', '% %'),
  ]);
}

/** The tenants that still have notification titles in clear. */
export async function findTenantsWithClearTitles(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('den_denuncia_notificaciones')
    .select('idcliente')
    .distinct()
    .where(isClearTitle)
    .orderBy('idcliente')
    .execute();
  return rows.map((row) => row.idcliente);
}

/** The tenant's notifications whose title is still in clear. */
export async function findClearTitles(
  db: Db,
  idcliente: number,
): Promise<Array<{ idnotificacion: number; iddenuncia: number; descripcion: string }>> {
  return db
    .selectFrom('den_denuncia_notificaciones')
    .select(['idnotificacion', 'iddenuncia', 'descripcion'])
    .where('idcliente', '=', idcliente)
    .where(isClearTitle)
    .orderBy('idnotificacion')
    .execute();
}

/**
 * Replaces a clear title by its ciphertext, only if the row still holds that clear title (another
 * node may have sealed or edited it meanwhile). Whether it did.
 */
export async function replaceClearTitle(
  db: Db,
  key: { idcliente: number; idnotificacion: number },
  titles: { clear: string; sealed: string },
): Promise<boolean> {
  const result = await db
    .updateTable('den_denuncia_notificaciones')
    .set({ descripcion: titles.sealed })
    .where('idcliente', '=', key.idcliente)
    .where('idnotificacion', '=', key.idnotificacion)
    .where('descripcion', '=', titles.clear)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

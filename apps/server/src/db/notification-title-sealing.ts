/**
 * A startup step after the migrations (app.ts and the CLI; a migration gets no keys): notification
 * titles an older version stored in clear are sealed with the tenant's key. Here rather than in a
 * migration because it needs the keys; here rather than in domain/ because no use case calls it.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { encryptText } from '../lib/crypto.ts';
import { sealedColumn } from '../lib/sealed-columns.ts';
import type { TenantKeys } from '../lib/tenant-keys.ts';
import type { Database } from './schema.ts';

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
async function findTenantsWithClearTitles(db: Db): Promise<number[]> {
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
async function findClearTitles(
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
async function replaceClearTitle(
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

/**
 * Startup step right after the migrations (app.ts; a migration gets no keys): encrypts the
 * notification titles (`den_denuncia_notificaciones.descripcion`) still stored in clear, each
 * bound to its complaint like the content. Idempotent: a sealed title is never touched again.
 * Answers how many titles it sealed.
 */
export async function sealClearNotificationTitles(db: Kysely<Database>, tenantKeys: TenantKeys): Promise<number> {
  let sealed = 0;
  for (const idcliente of await findTenantsWithClearTitles(db)) {
    const key = await tenantKeys.keyFor(idcliente);
    const rows = await findClearTitles(db, idcliente);
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const titles = {
          clear: row.descripcion,
          sealed: encryptText(key, row.descripcion, sealedColumn.notificationTitle(row.iddenuncia)),
        };
        if (await replaceClearTitle(trx, { idcliente, idnotificacion: row.idnotificacion }, titles)) {
          sealed += 1;
        }
      }
    });
  }
  return sealed;
}

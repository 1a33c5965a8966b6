import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { encryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import type { TenantKeys } from '../../lib/tenant-keys.ts';
import { findClearTitles, findTenantsWithClearTitles, replaceClearTitle } from './notification-title.repository.ts';

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

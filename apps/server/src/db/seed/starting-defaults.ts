import type { Kysely } from 'kysely';
import { ensureMailTemplates } from '../../lib/mail-outbox.ts';
import type { Database } from '../schema.ts';
import { insertDefaultChannel } from './default-channel.ts';
import { defaultContent, defaultFooterMenus, nationalHolidays } from './default-content.ts';

/**
 * Everything a new tenant starts with, the demo's and each one the operator creates: national
 * holidays, the public pages' content blocks and footer menu, the reporting channel (statuses,
 * the general form, five complaint types) and the mail templates, in the five languages. Call it
 * inside the transaction that inserts the tenant (`clientes`), so either all of it exists or none.
 */
export async function insertStartingDefaults(db: Kysely<Database>, idcliente: number, now: string): Promise<void> {
  await db
    .insertInto('festivos')
    .values(nationalHolidays.map(([fecha, descripcion]) => ({ idcliente, fecha, descripcion })))
    .execute();
  await db
    .insertInto('den_denuncia_content')
    .values(defaultContent.map((c) => ({ ...c, idcliente, visible: 1, fec_alta: now, fec_modificacion: now })))
    .execute();
  for (const menu of defaultFooterMenus) {
    const { idmenu } = await db
      .insertInto('trans_menu')
      .values({ idcliente, titulo: menu.titulo, codigo: 'pie', ididioma: menu.ididioma })
      .returning('idmenu')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('trans_menu_opcion')
      .values(
        menu.opciones.map(([titulo, url], i) => ({
          idmenu,
          idcliente,
          titulo,
          url,
          orden: (i + 1) * 10,
          visible: 1,
        })),
      )
      .execute();
  }
  await insertDefaultChannel(db, idcliente, now);
  await ensureMailTemplates(db, idcliente);
}

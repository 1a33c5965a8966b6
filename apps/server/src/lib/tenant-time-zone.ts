import type { Kysely } from 'kysely';
import { defaultTimeZone, timeZoneOf } from '@atalaya/contract/common/time-zone';
import type { Database } from '../db/schema.ts';

/**
 * The tenant's time zone (`parametros_cliente.zona_horaria`, else Europe/Madrid): every time the
 * server writes for people (notifications, mails, PDFs) is in it and labelled (issue 20 §4).
 */
export async function tenantTimeZone(db: Kysely<Database>, idcliente: number): Promise<string> {
  const row = await db
    .selectFrom('clientes')
    .select('parametros_cliente')
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row ? timeZoneOf(row.parametros_cliente) : defaultTimeZone;
}

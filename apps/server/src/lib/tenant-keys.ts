import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { decryptText, encryptText, newDataKey } from './crypto.ts';
import { nowIso } from './time.ts';

export type TenantKeys = {
  /** The tenant's data key, created on first use and wrapped by the master key in `claves_cliente`. */
  keyFor: (idcliente: number) => Promise<Buffer>;
};

/**
 * Per-tenant data keys (envelope encryption): a database dump holds only wrapped keys, useless
 * without the master key. Unwrapped keys are cached in process memory.
 */
export function createTenantKeys(db: Kysely<Database>, masterKey: Buffer): TenantKeys {
  const cache = new Map<number, Promise<Buffer>>();

  async function load(idcliente: number): Promise<Buffer> {
    const context = `claves_cliente:${idcliente}`;
    const existing = await db
      .selectFrom('claves_cliente')
      .select('clave_envuelta')
      .where('idcliente', '=', idcliente)
      .executeTakeFirst();
    if (existing) {
      return Buffer.from(decryptText(masterKey, existing.clave_envuelta, context), 'base64');
    }
    const wrapped = encryptText(masterKey, newDataKey().toString('base64'), context);
    // Two nodes may race to create it: the first insert wins, everybody reads the stored one.
    await db
      .insertInto('claves_cliente')
      .values({ idcliente, clave_envuelta: wrapped, fec_alta: nowIso() })
      .onConflict((oc) => oc.column('idcliente').doNothing())
      .execute();
    const stored = await db
      .selectFrom('claves_cliente')
      .select('clave_envuelta')
      .where('idcliente', '=', idcliente)
      .executeTakeFirstOrThrow();
    return Buffer.from(decryptText(masterKey, stored.clave_envuelta, context), 'base64');
  }

  return {
    keyFor(idcliente) {
      let key = cache.get(idcliente);
      if (!key) {
        key = load(idcliente);
        key.catch(() => cache.delete(idcliente));
        cache.set(idcliente, key);
      }
      return key;
    },
  };
}

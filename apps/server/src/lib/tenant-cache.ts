/**
 * Values kept per tenant and key for `ttlMs` (e.g. a first screen per language and page: decision
 * 033). `forgetTenant` drops a tenant's entries at once, when its data changed in this process;
 * another process's change shows within `ttlMs`.
 */
export type TenantCache<T> = {
  get(idcliente: number, key: string, now?: number): T | undefined;
  set(idcliente: number, key: string, value: T, now?: number): void;
  forgetTenant(idcliente: number): void;
};

/** At most this many entries per tenant (languages × pages is 5 × 4 today). */
const maxEntriesPerTenant = 64;

export function createTenantCache<T>(ttlMs: number): TenantCache<T> {
  const tenants = new Map<number, Map<string, { value: T; expires: number }>>();
  return {
    get(idcliente, key, now = Date.now()) {
      const entry = tenants.get(idcliente)?.get(key);
      return entry && entry.expires > now ? entry.value : undefined;
    },
    set(idcliente, key, value, now = Date.now()) {
      let entries = tenants.get(idcliente);
      if (!entries) {
        entries = new Map();
        tenants.set(idcliente, entries);
      }
      if (entries.size >= maxEntriesPerTenant && !entries.has(key)) {
        entries.clear();
      }
      entries.set(key, { value, expires: now + ttlMs });
    },
    forgetTenant(idcliente) {
      tenants.delete(idcliente);
    },
  };
}

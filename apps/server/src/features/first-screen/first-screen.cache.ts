/**
 * The tenant-wide part of a first screen (client info, navigation, footer menu, the page's content
 * block), kept per tenant, language and page for `ttlMs`. An administrator's change in this
 * process drops the tenant's entries at once (`forgetTenant`); another process sees it within
 * `ttlMs` (decision 033).
 */
export type FirstScreenCache<T> = {
  get(idcliente: number, key: string, now?: number): T | undefined;
  set(idcliente: number, key: string, value: T, now?: number): void;
  forgetTenant(idcliente: number): void;
};

/** At most this many entries per tenant (languages × pages is 5 × 4 today). */
const maxEntriesPerTenant = 64;

export function createFirstScreenCache<T>(ttlMs: number): FirstScreenCache<T> {
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

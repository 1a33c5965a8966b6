import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { rememberedTenantFact } from './tenant-directory.ts';

/**
 * Normalises what a client sends as "the page's hostname" (spec §7, `POST /api/auth/publico`
 * body `url`) or a Host header: accepts a bare hostname, `host:port`, `[ipv6]:port` or a full
 * URL, and answers the lowercase hostname without port or trailing dot. Null when nothing usable.
 * @example normalizeHostname('Canal.Example.es:8443') // 'canal.example.es'
 */
export function normalizeHostname(input: string): string | null {
  const text = input.trim();
  if (text === '') {
    return null;
  }
  let host: string;
  if (text.includes('://')) {
    try {
      host = new URL(text).hostname;
    } catch {
      return null;
    }
  } else if (text.startsWith('[')) {
    const end = text.indexOf(']');
    if (end < 0) {
      return null;
    }
    host = text.slice(0, end + 1);
  } else {
    const withoutPath = text.split(/[/?#]/, 1)[0] ?? '';
    host = withoutPath.split(':', 1)[0] ?? '';
  }
  host = host.toLowerCase().replace(/\.$/, '');
  if (host === '' || host.length > 253 || !/^[a-z0-9.\-[\]:]+$/.test(host)) {
    return null;
  }
  return host;
}

export const tenantNotFoundMessage = 'No hay ningún canal de información disponible en esta dirección';

/**
 * The tenant of a hostname (body `url` or Host header). An unknown hostname falls back to the
 * tenant whose `codigo` is `defaultTenant`; a hostname mapped to an inactive tenant does NOT fall
 * back (its visitors must never land in another organisation's channel). 404 when none is usable.
 */
export async function resolveTenantOfHost(
  db: Kysely<Database>,
  hostInput: string | undefined,
  defaultTenant: string,
): Promise<number> {
  const hostname = hostInput === undefined ? null : normalizeHostname(hostInput);
  // Kept per process on PostgreSQL while it hears every change to tenants (decision 071).
  const tenant = await rememberedTenantFact(db, 'host', `${defaultTenant}\n${hostname ?? ''}`, async () => {
    const mapped =
      hostname === null
        ? undefined
        : await db
            .selectFrom('clientes_hosts')
            .innerJoin('clientes', 'clientes.idcliente', 'clientes_hosts.idcliente')
            .select(['clientes.idcliente', 'clientes.activo'])
            .where('clientes_hosts.hostname', '=', hostname)
            .executeTakeFirst();
    return (
      mapped ??
      (await db
        .selectFrom('clientes')
        .select(['idcliente', 'activo'])
        .where('codigo', '=', defaultTenant)
        .executeTakeFirst())
    );
  });
  if (!tenant || tenant.activo !== 1) {
    throw new AppError('NOT_FOUND', tenantNotFoundMessage);
  }
  return tenant.idcliente;
}

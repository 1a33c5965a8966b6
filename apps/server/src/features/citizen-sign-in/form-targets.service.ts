import type { FastifyInstance } from 'fastify';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { findIdentityProvider } from './citizen-sign-in.repository.ts';

/** How long a hostname's answer is kept; a change made in this process is seen at once. */
const keptMs = 60_000;

/**
 * Where a page of a hostname may post a form besides itself (the CSP's `form-action`): the origin
 * of its tenant's identity provider, since the sign-in posts the SAMLRequest there (spec §7,
 * decision 045), and of its single logout when that is elsewhere (decision 058). Nothing for a hostname without a usable tenant or without an IdP. Kept per
 * hostname for a minute (a page load must not cost reads); `forget()` after an IdP change.
 */
export function identityProviderFormTargets(app: FastifyInstance): {
  originsFor(hostname: string): Promise<string[]>;
  forget(): void;
} {
  const kept = new Map<string, { origins: string[]; until: number }>();
  async function read(hostname: string): Promise<string[]> {
    try {
      const idcliente = await resolveTenantOfHost(app.db, hostname, app.config.defaultTenant);
      const provider = await findIdentityProvider(app.db, idcliente);
      if (!provider) {
        return [];
      }
      const sso = new URL(provider.idp_sso_url).origin;
      const slo = provider.idp_slo_url === null ? sso : new URL(provider.idp_slo_url).origin;
      return slo === sso ? [sso] : [sso, slo];
    } catch {
      // An unknown or disabled tenant, or an address that is no URL: no other target.
      return [];
    }
  }
  return {
    async originsFor(hostname) {
      const now = Date.now();
      const hit = kept.get(hostname);
      if (hit && hit.until > now) {
        return hit.origins;
      }
      const origins = await read(hostname);
      if (kept.size > 1000) {
        kept.clear();
      }
      kept.set(hostname, { origins, until: now + keptMs });
      return origins;
    },
    forget() {
      kept.clear();
    },
  };
}

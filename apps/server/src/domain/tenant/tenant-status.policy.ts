import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { rememberedTenantFact } from '../../lib/tenant-directory.ts';
import { isTenantActive } from './tenant.repository.ts';

export const tenantClosedMessage = 'Este canal de información está cerrado.';

/**
 * A token of a disabled tenant is refused on its next call, whatever its kind (534, like a
 * revoked session: the web signs out, asks for a public token and that fails too, so it shows
 * the closed-channel page). One read by primary key per authenticated request, kept per process on
 * PostgreSQL while it hears every change to tenants (decision 071).
 */
export async function assertTenantOpen(db: Kysely<Database>, idcliente: number): Promise<void> {
  const open = await rememberedTenantFact(db, 'open', String(idcliente), () => isTenantActive(db, idcliente));
  if (!open) {
    throw new AppError('SESSION_INVALID', tenantClosedMessage);
  }
}

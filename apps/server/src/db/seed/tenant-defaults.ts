import type { Kysely } from 'kysely';
import { fallbackInitialStatusId, resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { Database } from '../schema.ts';

/** Status 1 (resolved, spec §4) and 2 (received, the initial one) in the five languages. */
export const defaultStatuses = [
  {
    idestadodenuncia: resolvedStatusId,
    nombre: { es: 'Resuelta', cat: 'Resolta', eu: 'Ebatzita', ga: 'Resolta', en: 'Resolved' },
    color: '#2e7d32',
    orden: 100,
    inicial: 0,
  },
  {
    idestadodenuncia: fallbackInitialStatusId,
    nombre: { es: 'Recibida', cat: 'Rebuda', eu: 'Jasota', ga: 'Recibida', en: 'Received' },
    color: '#1565c0',
    orden: 10,
    inicial: 1,
  },
] as const;

/**
 * What every tenant needs before it can receive complaints: status 1 (resolved) and status 2
 * (received). Adds whichever is missing; an existing status is left as its administrators set it.
 * Status 2 is flagged initial only when the tenant has no initial status yet.
 */
export async function ensureTenantDefaults(db: Kysely<Database>, idcliente: number): Promise<void> {
  const existing = await db
    .selectFrom('den_estados_denuncia')
    .select(['idestadodenuncia', 'inicial'])
    .where('idcliente', '=', idcliente)
    .execute();
  const have = new Set(existing.map((s) => s.idestadodenuncia));
  const hasInitial = existing.some((s) => s.inicial === 1);
  const missing = defaultStatuses.filter((s) => !have.has(s.idestadodenuncia));
  if (missing.length === 0) {
    return;
  }
  await db
    .insertInto('den_estados_denuncia')
    .values(
      missing.map((s) => ({
        idcliente,
        idestadodenuncia: s.idestadodenuncia,
        nombre: JSON.stringify(s.nombre),
        color: s.color,
        orden: s.orden,
        inicial: s.inicial === 1 && !hasInitial ? 1 : 0,
      })),
    )
    .onConflict((oc) => oc.columns(['idcliente', 'idestadodenuncia']).doNothing())
    .execute();
}

/** `ensureTenantDefaults` for every tenant lacking status 1 or 2 (run at start: one query when none lacks them). */
export async function ensureAllTenantDefaults(db: Kysely<Database>): Promise<void> {
  const lacking = await db
    .selectFrom('clientes')
    .select('idcliente')
    .where((eb) =>
      eb.or(
        defaultStatuses.map((status) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('den_estados_denuncia')
                .select('den_estados_denuncia.idestadodenuncia')
                .whereRef('den_estados_denuncia.idcliente', '=', 'clientes.idcliente')
                .where('den_estados_denuncia.idestadodenuncia', '=', status.idestadodenuncia),
            ),
          ),
        ),
      ),
    )
    .execute();
  for (const { idcliente } of lacking) {
    await ensureTenantDefaults(db, idcliente);
  }
}

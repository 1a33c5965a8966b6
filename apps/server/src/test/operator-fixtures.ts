import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import type { OperatorDeps } from '../domain/tenant/tenant-provisioning.service.ts';

/** The operator's dependencies over a test app's database and secrets (what the CLI builds from the environment). */
export function operatorDeps(app: FastifyInstance, overrides: Partial<OperatorDeps> = {}): OperatorDeps {
  return {
    db: app.db,
    masterKey: app.secrets.masterKey,
    publicUrl: app.config.publicUrl,
    smtpConfigured: Boolean(app.config.smtpUrl),
    ...overrides,
  };
}

/** Every table a tenant's creation or an invitation writes to. */
export const tenantTables = [
  'clientes',
  'clientes_hosts',
  'clientes_idiomas',
  'festivos',
  'usuarios',
  'invitaciones',
  'den_denuncia_content',
  'trans_menu',
  'trans_menu_opcion',
  'den_formularios',
  'den_tipos_denuncia',
  'den_estados_denuncia',
  'mail_plantillas',
  'mail_outbox',
  'claves_cliente',
] as const;
type TenantTable = (typeof tenantTables)[number];

/** Rows per table, all tenants together (or of one tenant for the tables with `idcliente`). */
export async function rowCounts(db: Kysely<Database>, idcliente?: number): Promise<Record<TenantTable, number>> {
  const counts: Partial<Record<TenantTable, number>> = {};
  for (const table of tenantTables) {
    let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n'));
    if (idcliente !== undefined) {
      query = query.where('idcliente', '=', idcliente);
    }
    counts[table] = Number((await query.executeTakeFirstOrThrow()).n);
  }
  return counts as Record<TenantTable, number>;
}

/** The token at the end of an invitation link. */
export function tokenOfLink(link: string): string {
  const token = /\/auth\/invitacion\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
  if (!token) {
    throw new Error(`not an invitation link: ${link}`);
  }
  return token;
}

/** `POST /api/auth/publico` for a hostname. */
export function requestPublicToken(app: FastifyInstance, url: string) {
  return app.inject({ method: 'POST', url: '/api/auth/publico', payload: { url, idaplicacion: 1 } });
}

/** The Publico access token of a hostname (throws unless 200). */
export async function publicTokenOf(app: FastifyInstance, url: string): Promise<string> {
  const res = await requestPublicToken(app, url);
  if (res.statusCode !== 200) {
    throw new Error(`public token failed with ${res.statusCode}`);
  }
  return z.object({ accesstoken: z.object({ token: z.string() }) }).parse(res.json()).accesstoken.token;
}

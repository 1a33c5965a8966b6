import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { nowIso } from '../../lib/time.ts';
import { defaultChannelCaps, defaultPublicParameters } from './default-content.ts';
import { demoTenant, idiomasSeed } from './demo-tenant.ts';
import { insertStartingDefaults } from './starting-defaults.ts';
import { ensureAllTenantDefaults } from './tenant-defaults.ts';

export type SeedReport =
  { seeded: false } | { seeded: true; adminEmail: string; adminPassword: string; passwordGenerated: boolean };

/** The five languages exist in every database (they are reference data, not demo data). */
export async function ensureLanguages(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('idiomas').select('ididioma').execute();
  const have = new Set(existing.map((r) => r.ididioma));
  const missing = idiomasSeed.filter((l) => !have.has(l.ididioma));
  if (missing.length > 0) {
    await db
      .insertInto('idiomas')
      .values(missing.map((l) => ({ ...l })))
      .execute();
  }
}

/** Reference data every database needs, run at every start: languages, and statuses 1–2 of every tenant. */
export async function ensureReferenceData(db: Kysely<Database>): Promise<void> {
  await ensureLanguages(db);
  await ensureAllTenantDefaults(db);
}

/**
 * Seeds the demo tenant when the database has no tenant yet: its name, logo, hostnames, five
 * languages, accessibility statement and acknowledgement text, one administrator (a Responsable)
 * and the starting defaults every new tenant gets (starting-defaults.ts: holidays, content
 * blocks, footer menu, statuses, form, complaint types, mail templates). On a database that has
 * tenants, gives any tenant lacking them the default statuses 1 and 2.
 */
export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  admin: { email: string | undefined; password: string | undefined },
): Promise<SeedReport> {
  await ensureLanguages(db);
  const any = await db.selectFrom('clientes').select('idcliente').limit(1).executeTakeFirst();
  if (any) {
    await ensureAllTenantDefaults(db);
    return { seeded: false };
  }
  const adminEmail = admin.email ?? demoTenant.adminEmail;
  const adminPassword = admin.password ?? crypto.randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(adminPassword);
  const now = nowIso();

  await db.transaction().execute(async (trx) => {
    const { idcliente } = await trx
      .insertInto('clientes')
      .values({
        codigo: demoTenant.codigo,
        nombre: demoTenant.nombre,
        logo_tipo: 'image/svg+xml',
        logo_datos: Buffer.from(demoTenant.logoSvg),
        parametros_cliente: JSON.stringify({
          ...defaultPublicParameters,
          ...demoTenant.parametros,
          ...defaultChannelCaps,
        }),
        activo: 1,
        fec_alta: now,
      })
      .returning('idcliente')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('clientes_hosts')
      .values(demoTenant.hostnames.map((hostname) => ({ hostname, idcliente })))
      .execute();
    await trx
      .insertInto('clientes_idiomas')
      .values(idiomasSeed.map((l) => ({ idcliente, ididioma: l.ididioma })))
      .execute();
    await trx
      .insertInto('usuarios')
      .values({
        idcliente,
        email: adminEmail.toLowerCase(),
        nombre: demoTenant.adminName,
        password_hash: passwordHash,
        rol: 'responsable',
        activo: 1,
        avatar: null,
        estado: 'online',
        fec_alta: now,
      })
      .execute();
    await insertStartingDefaults(trx, idcliente, now);
  });
  return { seeded: true, adminEmail, adminPassword, passwordGenerated: admin.password === undefined };
}

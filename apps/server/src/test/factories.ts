import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccessKind } from '@atalaya/contract/auth/auth.schemas';
import { roleByAccessKind } from '@atalaya/contract/auth/auth.schemas';
import { ensureTenantDefaults } from '../db/seed/tenant-defaults.ts';
import { hashPassword } from '../lib/passwords.ts';
import { isoAfterSeconds, nowIso } from '../lib/time.ts';
import type { Identity } from '../lib/tokens.ts';

/** Creates a tenant with the given hostnames, all five languages and the default statuses 1 (resolved) and 2 (received, initial). */
export async function buildTenant(
  app: FastifyInstance,
  values: { codigo?: string; nombre?: string; hostnames?: string[] } = {},
): Promise<{ idcliente: number; codigo: string; nombre: string }> {
  const codigo = values.codigo ?? `t-${crypto.randomBytes(4).toString('hex')}`;
  const nombre = values.nombre ?? `Entidad ${codigo}`;
  const { idcliente } = await app.db
    .insertInto('clientes')
    .values({
      codigo,
      nombre,
      logo_tipo: null,
      logo_datos: null,
      parametros_cliente: '{}',
      activo: 1,
      fec_alta: nowIso(),
    })
    .returning('idcliente')
    .executeTakeFirstOrThrow();
  const hostnames = values.hostnames ?? [`${codigo}.example.test`];
  if (hostnames.length > 0) {
    await app.db
      .insertInto('clientes_hosts')
      .values(hostnames.map((hostname) => ({ hostname, idcliente })))
      .execute();
  }
  await app.db
    .insertInto('clientes_idiomas')
    .values([1, 2, 3, 4, 5].map((ididioma) => ({ idcliente, ididioma })))
    .execute();
  await ensureTenantDefaults(app.db, idcliente);
  return { idcliente, codigo, nombre };
}

/** Creates an administrator of a tenant with a known password. */
export async function buildAdmin(
  app: FastifyInstance,
  idcliente: number,
  values: { email?: string; password?: string; activo?: boolean } = {},
): Promise<{ idusuario: number; email: string; password: string }> {
  const email = values.email ?? `admin-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const password = values.password ?? 'a-long-test-password';
  const { idusuario } = await app.db
    .insertInto('usuarios')
    .values({
      idcliente,
      email,
      nombre: 'Admin de prueba',
      password_hash: await hashPassword(password),
      rol: 'responsable',
      activo: values.activo === false ? 0 : 1,
      avatar: null,
      estado: 'online',
      fec_alta: nowIso(),
    })
    .returning('idusuario')
    .executeTakeFirstOrThrow();
  return { idusuario, email, password };
}

/**
 * Signs an access token of the given kind for a tenant directly (no HTTP), with a stored session,
 * so route tests do not depend on the sign-in routes. For `Privado`, pass the administrator.
 */
export async function issueAccessToken(
  app: FastifyInstance,
  idcliente: number,
  kind: AccessKind,
  admin?: { idusuario: number; email: string },
): Promise<string> {
  const sid = crypto.randomUUID();
  const identity: Identity = {
    name: admin ? 'Admin de prueba' : kind,
    email: admin?.email ?? '',
    role: roleByAccessKind[kind],
    tipoacceso: kind,
    idcliente,
    idapoderado: null,
    // As a real sign-in does: an administrator is named by its e-mail in lower case.
    unique_name: admin ? admin.email.toLowerCase() : `${kind.toLowerCase()}:${sid}`,
    parametros: '{}',
    idtercero: null,
  };
  await app.db
    .insertInto('sesiones')
    .values({
      sid,
      idcliente,
      idusuario: admin?.idusuario ?? null,
      tipoacceso: kind,
      claims: JSON.stringify(identity),
      fec_alta: nowIso(),
      fec_expira: isoAfterSeconds(3600),
      revocada: 0,
    })
    .execute();
  const { token } = await app.tokens.signAccess(identity, sid);
  return token;
}

/** The access token of a new administrator of the tenant. */
export async function newAdminToken(app: FastifyInstance, idcliente: number): Promise<string> {
  return issueAccessToken(app, idcliente, 'Privado', await buildAdmin(app, idcliente));
}

/** The access token of an administrator of a new tenant (for "another tenant's ids answer 404"). */
export async function foreignAdminToken(app: FastifyInstance): Promise<string> {
  return newAdminToken(app, (await buildTenant(app)).idcliente);
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The seeded demo tenant's id and its administrator (`testAdmin`), as the tests' usual starting point. */
export async function demoTenantAndAdmin(
  app: FastifyInstance,
): Promise<{ idcliente: number; admin: { idusuario: number; email: string } }> {
  const demo = await app.db
    .selectFrom('clientes')
    .select('idcliente')
    .where('codigo', '=', 'demo')
    .executeTakeFirstOrThrow();
  const admin = await app.db
    .selectFrom('usuarios')
    .select(['idusuario', 'email'])
    .where('idcliente', '=', demo.idcliente)
    .where('rol', '=', 'responsable')
    .orderBy('idusuario')
    .executeTakeFirstOrThrow();
  return { idcliente: demo.idcliente, admin };
}

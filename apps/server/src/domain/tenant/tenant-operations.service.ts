import { tenantBaseUrl } from '../../lib/mail-outbox.ts';
import { createTenantKeys } from '../../lib/tenant-keys.ts';
import { findActiveUserByEmail } from './invitation.repository.ts';
import { createInvitation, type Invitation } from './invitation.service.ts';
import {
  checkInput,
  inviteUserInputSchema,
  tenantCodeSchema,
  tenantHostSchema,
  type Checked,
} from './tenant-input.rules.ts';
import type { OperatorDeps } from './tenant-provisioning.service.ts';
import {
  deleteTenantHost,
  findTakenHosts,
  findTenantByCode,
  findTenantHosts,
  findTenantOverview,
  insertTenantHosts,
  updateTenantActive,
} from './tenant.repository.ts';

type Db = OperatorDeps['db'];

/** One line per tenant: code, name, hosts, whether it is active, how many people and cases. Never case content. */
export type TenantOverview = Awaited<ReturnType<typeof findTenantOverview>>[number];

export async function listTenants(db: Db): Promise<TenantOverview[]> {
  return findTenantOverview(db);
}

async function tenantOf(db: Db, rawCode: unknown) {
  const code = checkInput(tenantCodeSchema, rawCode);
  if (!code.ok) {
    return { ok: false as const, problems: code.problems.map((p) => p.replace(/^entrada/, 'código')) };
  }
  const tenant = await findTenantByCode(db, code.value);
  return tenant
    ? { ok: true as const, tenant }
    : { ok: false as const, problems: [`código «${code.value}»: no existe ningún canal con ese código`] };
}

function hostOf(rawHost: unknown): Checked<string> {
  const host = checkInput(tenantHostSchema, rawHost);
  return host.ok ? host : { ok: false, problems: host.problems.map((p) => p.replace(/^entrada/, 'dominio')) };
}

/**
 * Opens or closes a tenant's channel. Closed: its public pages say there is no channel at that
 * address and every token of the tenant is refused on its next call (`tenant-status.policy.ts`).
 */
export async function setTenantActive(
  db: Db,
  rawCode: unknown,
  active: boolean,
): Promise<Checked<{ codigo: string; changed: boolean }>> {
  const found = await tenantOf(db, rawCode);
  if (!found.ok) {
    return found;
  }
  const changed = (found.tenant.activo === 1) !== active;
  if (changed) {
    await updateTenantActive(db, found.tenant.idcliente, active);
  }
  return { ok: true, value: { codigo: found.tenant.codigo, changed } };
}

/** Adds a hostname to a tenant; refused when any tenant already answers on it. */
export async function addTenantHost(db: Db, rawCode: unknown, rawHost: unknown): Promise<Checked<{ hosts: string[] }>> {
  const [found, host] = [await tenantOf(db, rawCode), hostOf(rawHost)];
  const problems = [...(found.ok ? [] : found.problems), ...(host.ok ? [] : host.problems)];
  if (host.ok) {
    for (const taken of await findTakenHosts(db, [host.value])) {
      problems.push(`dominio «${taken.hostname}»: ya lo usa el canal «${taken.codigo}»`);
    }
  }
  if (!found.ok || !host.ok || problems.length > 0) {
    return { ok: false, problems };
  }
  await insertTenantHosts(db, found.tenant.idcliente, [host.value]);
  return { ok: true, value: { hosts: await findTenantHosts(db, found.tenant.idcliente) } };
}

/** Removes a hostname of a tenant; its last one stays (a channel must answer somewhere). */
export async function removeTenantHost(
  db: Db,
  rawCode: unknown,
  rawHost: unknown,
): Promise<Checked<{ hosts: string[] }>> {
  const [found, host] = [await tenantOf(db, rawCode), hostOf(rawHost)];
  if (!found.ok || !host.ok) {
    return { ok: false, problems: [...(found.ok ? [] : found.problems), ...(host.ok ? [] : host.problems)] };
  }
  const { idcliente, codigo } = found.tenant;
  const hosts = await findTenantHosts(db, idcliente);
  if (!hosts.includes(host.value)) {
    return { ok: false, problems: [`dominio «${host.value}»: no es un dominio del canal «${codigo}»`] };
  }
  if (hosts.length === 1) {
    return {
      ok: false,
      problems: [`dominio «${host.value}»: es el único dominio del canal «${codigo}»; añada otro antes`],
    };
  }
  await deleteTenantHost(db, idcliente, host.value);
  return { ok: true, value: { hosts: await findTenantHosts(db, idcliente) } };
}

/**
 * Invites a person to an active tenant with a role (the way back in when a tenant lost all its
 * Responsables): refused when the address already belongs to an active person of the tenant.
 * The link's base is `PUBLIC_URL` or the tenant's first hostname, as in every mail.
 */
export async function inviteUser(
  deps: OperatorDeps,
  raw: { codigo: unknown; email: unknown; rol: unknown },
): Promise<Checked<Invitation & { codigo: string }>> {
  const checked = checkInput(inviteUserInputSchema, raw);
  const found = await tenantOf(deps.db, raw.codigo);
  const problems = [
    ...(checked.ok ? [] : checked.problems.filter((p) => !p.startsWith('código'))),
    ...(found.ok ? [] : found.problems),
  ];
  if (found.ok && found.tenant.activo !== 1) {
    problems.push(`código «${found.tenant.codigo}»: el canal está desactivado; actívelo antes (tenant enable)`);
  }
  if (found.ok && checked.ok) {
    const existing = await findActiveUserByEmail(deps.db, found.tenant.idcliente, checked.value.email);
    if (existing) {
      problems.push(`correo «${checked.value.email}»: ya es una persona activa de este canal (rol ${existing.rol})`);
    }
  }
  if (!checked.ok || !found.ok || problems.length > 0) {
    return { ok: false, problems };
  }
  const { idcliente, nombre, codigo } = found.tenant;
  const invitation = await deps.db.transaction().execute(async (trx) =>
    createInvitation(
      { db: trx, tenantKeys: createTenantKeys(trx, deps.masterKey), smtpConfigured: deps.smtpConfigured },
      {
        idcliente,
        tenantName: nombre,
        email: checked.value.email,
        rol: checked.value.rol,
        baseUrl: await tenantBaseUrl({ db: trx, publicUrl: deps.publicUrl }, idcliente),
      },
    ),
  );
  return { ok: true, value: { ...invitation, codigo } };
}

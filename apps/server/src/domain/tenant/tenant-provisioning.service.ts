import type { Kysely } from 'kysely';
import { languageIds } from '@atalaya/contract/limits';
import type { Database } from '../../db/schema.ts';
import { defaultChannelCaps, defaultPublicParameters } from '../../db/seed/default-content.ts';
import { insertStartingDefaults } from '../../db/seed/starting-defaults.ts';
import { createTenantKeys } from '../../lib/tenant-keys.ts';
import { nowIso } from '../../lib/time.ts';
import { createInvitation } from './invitation.service.ts';
import {
  checkInput,
  createTenantInputSchema,
  tenantCodeSchema,
  tenantHostSchema,
  type Checked,
  type CreateTenantInput,
} from './tenant-input.rules.ts';
import {
  findTakenHosts,
  findTenantByCode,
  insertTenant,
  insertTenantHosts,
  insertTenantLanguages,
} from './tenant.repository.ts';

/** What the operator's commands need: the database, the master key and how links and mails are made. */
export type OperatorDeps = {
  db: Kysely<Database>;
  masterKey: Buffer;
  /** `PUBLIC_URL`: when set, the base of every link. */
  publicUrl: string | undefined;
  smtpConfigured: boolean;
};

export type CreatedTenant = { idcliente: number; codigo: string; hosts: string[]; invitationLink: string };

/** Thrown inside the transaction when a code or host was taken meanwhile: everything rolls back. */
class TakenMeanwhile extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** The code and hosts of the input that are already in use, one line each. */
async function takenProblems(db: Kysely<Database>, codigo: string | null, hosts: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  if (codigo !== null && (await findTenantByCode(db, codigo))) {
    problems.push(`código «${codigo}»: ya existe un canal con ese código`);
  }
  const taken = new Map((await findTakenHosts(db, hosts)).map((row) => [row.hostname, row.codigo]));
  for (const host of new Set(hosts)) {
    const owner = taken.get(host);
    if (owner !== undefined) {
      problems.push(`dominio «${host}»: ya lo usa el canal «${owner}»`);
    }
  }
  return problems;
}

/** Every problem of the input, its format and what is already taken, one line each. */
async function problemsOf(db: Kysely<Database>, raw: Partial<Record<keyof CreateTenantInput, unknown>>) {
  const checked = checkInput(createTenantInputSchema, raw);
  const code = tenantCodeSchema.safeParse(raw.codigo);
  const hosts = Array.isArray(raw.hosts)
    ? raw.hosts.flatMap((h) => {
        const parsed = tenantHostSchema.safeParse(h);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const taken = await takenProblems(db, code.success ? code.data : null, hosts);
  return { checked, problems: [...(checked.ok ? [] : checked.problems), ...taken] };
}

/**
 * Creates a tenant in one transaction: the tenant (active), its hostnames and languages, the
 * starting defaults the demo gets (holidays, content, footer menu, statuses, form, types, mail
 * templates), its own data key wrapped by the master key, and an invitation for its first
 * Responsable whose mail is queued. Bad input answers one line per problem and writes nothing;
 * a code or host taken by a concurrent writer rolls everything back.
 */
export async function createTenant(
  deps: OperatorDeps,
  raw: Partial<Record<keyof CreateTenantInput, unknown>>,
): Promise<Checked<CreatedTenant>> {
  const { checked, problems } = await problemsOf(deps.db, raw);
  if (!checked.ok || problems.length > 0) {
    return { ok: false, problems };
  }
  const input = checked.value;
  try {
    const created = await deps.db.transaction().execute(async (trx) => {
      const meanwhile = await takenProblems(trx, input.codigo, input.hosts);
      if (meanwhile.length > 0) {
        throw new TakenMeanwhile(meanwhile);
      }
      const now = nowIso();
      const idcliente = await insertTenant(trx, {
        codigo: input.codigo,
        nombre: input.nombre,
        logo_tipo: null,
        logo_datos: null,
        // A body the operator adds asks every person for a second factor (ENS op.acc.6; decision 038).
        parametros_cliente: JSON.stringify({
          ...defaultPublicParameters,
          ...defaultChannelCaps,
          dos_factores_obligatorio: true,
        }),
        activo: 1,
        fec_alta: now,
      });
      await insertTenantHosts(trx, idcliente, input.hosts);
      await insertTenantLanguages(
        trx,
        idcliente,
        input.idiomas.map((code) => languageIds[code]).sort((a, b) => a - b),
      );
      await insertStartingDefaults(trx, idcliente, now);
      const tenantKeys = createTenantKeys(trx, deps.masterKey);
      await tenantKeys.keyFor(idcliente);
      const invitation = await createInvitation(
        { db: trx, tenantKeys, smtpConfigured: deps.smtpConfigured },
        {
          idcliente,
          tenantName: input.nombre,
          email: input.adminEmail,
          rol: 'responsable',
          baseUrl: deps.publicUrl ?? `https://${input.hosts[0] ?? ''}`,
        },
      );
      return { idcliente, codigo: input.codigo, hosts: input.hosts, invitationLink: invitation.link };
    });
    return { ok: true, value: created };
  } catch (error) {
    if (error instanceof TakenMeanwhile) {
      return { ok: false, problems: error.problems };
    }
    throw error;
  }
}

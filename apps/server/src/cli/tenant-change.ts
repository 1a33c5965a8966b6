import { parseArgs } from 'node:util';
import { addTenantHost, removeTenantHost, setTenantActive } from '../domain/tenant/tenant-operations.service.ts';
import type { CliCommand } from './cli-context.ts';

export const tenantChangeUsage = [
  'npm run atalaya -- tenant disable CÓDIGO',
  'npm run atalaya -- tenant enable CÓDIGO',
  'npm run atalaya -- tenant add-host CÓDIGO DOMINIO',
  'npm run atalaya -- tenant remove-host CÓDIGO DOMINIO',
];

/** The command's positional arguments, exactly `count` of them (a usage mistake throws). */
export function positionalsOf(args: string[], count: number, names: string): string[] {
  const { positionals } = parseArgs({ args, options: {}, strict: true, allowPositionals: true });
  if (positionals.length !== count) {
    throw new TypeError(`Se esperaba ${names}`);
  }
  return positionals;
}

/** `tenant disable|enable CÓDIGO`: closes or reopens a tenant's channel at once. */
export function tenantActiveCommand(args: string[], active: boolean): CliCommand {
  const [code] = positionalsOf(args, 1, 'CÓDIGO');
  return async (context, out) => {
    const result = await setTenantActive(context.deps.db, code, active);
    if (!result.ok) {
      result.problems.forEach(out.problem);
      return 1;
    }
    const state = active ? 'activo' : 'desactivado';
    out.line(
      result.value.changed
        ? `Canal «${result.value.codigo}» ${state}.`
        : `El canal «${result.value.codigo}» ya estaba ${state}: nada que cambiar.`,
    );
    if (!active) {
      out.line('Sus páginas públicas dicen que no hay canal y todos sus tokens se rechazan desde ya.');
    }
    return 0;
  };
}

/** `tenant add-host|remove-host CÓDIGO DOMINIO`. */
export function tenantHostCommand(args: string[], change: 'add' | 'remove'): CliCommand {
  const [code, host] = positionalsOf(args, 2, 'CÓDIGO DOMINIO');
  return async (context, out) => {
    const result =
      change === 'add'
        ? await addTenantHost(context.deps.db, code, host)
        : await removeTenantHost(context.deps.db, code, host);
    if (!result.ok) {
      result.problems.forEach(out.problem);
      return 1;
    }
    out.line(`Dominios del canal: ${result.value.hosts.join(', ')}`);
    return 0;
  };
}

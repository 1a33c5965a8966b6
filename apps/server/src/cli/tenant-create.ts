import { parseArgs } from 'node:util';
import { languageCodes } from '@atalaya/contract/limits';
import { createTenant } from '../domain/tenant/tenant-provisioning.service.ts';
import type { CliCommand } from './cli-context.ts';

export const tenantCreateUsage = `npm run atalaya -- tenant create --code CÓDIGO --name "NOMBRE" --host DOMINIO [--host …] --admin-email CORREO [--languages ${languageCodes.join(',')}]`;

/** Parses `tenant create`'s options (a usage mistake throws, like parseArgs). */
export function parseTenantCreateArgs(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      host: { type: 'string', multiple: true },
      'admin-email': { type: 'string' },
      languages: { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) {
    throw new TypeError(`Argumento inesperado: ${positionals.join(' ')}`);
  }
  return {
    codigo: values.code,
    nombre: values.name,
    hosts: values.host ?? [],
    adminEmail: values['admin-email'],
    idiomas: values.languages === undefined ? [...languageCodes] : values.languages.split(','),
  };
}

/**
 * `tenant create`: the tenant, its defaults, data key and first Responsable's invitation in one
 * transaction; prints the one-time invitation link (the only secret it ever prints).
 */
export function tenantCreateCommand(args: string[]): CliCommand {
  const input = parseTenantCreateArgs(args);
  return async (context, out) => {
    const result = await createTenant(context.deps, input);
    if (!result.ok) {
      result.problems.forEach(out.problem);
      out.problem('No se ha creado nada.');
      return 1;
    }
    const { codigo, hosts, invitationLink } = result.value;
    out.line(`Canal «${codigo}» creado y activo.`);
    out.line(`Dominios: ${hosts.join(', ')}`);
    out.line(`Invitación para el primer Responsable del Sistema (un solo uso, caduca en 72 horas):`);
    out.line(`  ${invitationLink}`);
    out.line(
      context.deps.smtpConfigured
        ? 'El correo de invitación está en la cola de envío.'
        : 'El correo de invitación queda en la cola (sin SMTP_URL no se envía): entregue el enlace por un medio seguro.',
    );
    return 0;
  };
}

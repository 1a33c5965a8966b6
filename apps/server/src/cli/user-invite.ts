import { parseArgs } from 'node:util';
import { userRoles } from '../domain/tenant/tenant-input.rules.ts';
import { inviteUser } from '../domain/tenant/tenant-operations.service.ts';
import type { CliCommand } from './cli-context.ts';

export const userInviteUsage = `npm run atalaya -- user invite CÓDIGO CORREO [--role ${userRoles.join('|')}]   (por defecto responsable)`;

/**
 * `user invite CÓDIGO CORREO --role ROL`: a new invitation (earlier open ones of that address are
 * revoked); prints the one-time link. The way back in when a tenant lost all its Responsables.
 */
export function userInviteCommand(args: string[]): CliCommand {
  const { values, positionals } = parseArgs({
    args,
    options: { role: { type: 'string', default: 'responsable' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length !== 2) {
    throw new TypeError('Se esperaba CÓDIGO CORREO');
  }
  const [codigo, email] = positionals;
  return async (context, out) => {
    const result = await inviteUser(context.deps, { codigo, email, rol: values.role });
    if (!result.ok) {
      result.problems.forEach(out.problem);
      out.problem('No se ha creado ninguna invitación.');
      return 1;
    }
    out.line(`Invitación al canal «${result.value.codigo}» (un solo uso, caduca en 72 horas):`);
    out.line(`  ${result.value.link}`);
    out.line(
      context.deps.smtpConfigured
        ? 'El correo de invitación está en la cola de envío.'
        : 'El correo de invitación queda en la cola (sin SMTP_URL no se envía): entregue el enlace por un medio seguro.',
    );
    return 0;
  };
}

import { parseArgs } from 'node:util';
import { z } from 'zod';
import { applicationIdSchema } from '@atalaya/contract/auth/auth-calls.schemas';
import { saveApplication } from '../features/auth-calls/auth-calls.repository.ts';
import { nowIso } from '../lib/time.ts';
import type { CliCommand } from './cli-context.ts';

export const tenantAppUsage =
  'npm run atalaya -- tenant add-app CÓDIGO IDAPLICACION --nombre NOMBRE [--url URL] [--perfil ciudadano,responsable,gestor,auditor]';

const profiles = ['ciudadano', 'responsable', 'gestor', 'auditor'] as const;

const argsSchema = z.object({
  idaplicacion: applicationIdSchema,
  nombre: z.string().trim().min(1, 'Falta --nombre').max(200, '--nombre admite 200 caracteres'),
  url: z
    .url({ protocol: /^https?$/, error: '--url debe ser una dirección http(s)' })
    .max(2048)
    .nullable(),
  perfiles: z.array(z.enum(profiles, { error: `--perfil admite: ${profiles.join(', ')}` })),
});

/**
 * `tenant add-app CÓDIGO IDAPLICACION --nombre … [--url …] [--perfil …]` (decision 053): registers
 * (or changes) another application of a tenant, for `thirdparty/clave`, and which profiles
 * `acceso/{appId}` grants it (none: nobody). Run again to change it; the profiles are replaced.
 */
export function tenantAppCommand(args: string[]): CliCommand {
  const { values, positionals } = parseArgs({
    args,
    options: { nombre: { type: 'string' }, url: { type: 'string' }, perfil: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length !== 2) {
    throw new TypeError('Se esperaba CÓDIGO IDAPLICACION');
  }
  const [codigo = '', idaplicacion] = positionals;
  const parsed = argsSchema.safeParse({
    idaplicacion,
    nombre: values.nombre ?? '',
    url: values.url ?? null,
    perfiles: (values.perfil ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== ''),
  });
  return async (context, out) => {
    if (!parsed.success) {
      parsed.error.issues.forEach((issue) => out.problem(issue.message));
      return 1;
    }
    const tenant = await context.deps.db
      .selectFrom('clientes')
      .select('idcliente')
      .where('codigo', '=', codigo)
      .executeTakeFirst();
    if (!tenant) {
      out.problem(`No existe el canal «${codigo}».`);
      return 1;
    }
    const app = parsed.data;
    await saveApplication(
      context.deps.db,
      {
        idcliente: tenant.idcliente,
        idaplicacion: app.idaplicacion,
        nombre: app.nombre,
        url_retorno: app.url,
        fec_alta: nowIso(),
      },
      [...new Set(app.perfiles)],
    );
    out.line(
      `Aplicación «${app.idaplicacion}» del canal «${codigo}» guardada; acceso: ${app.perfiles.length > 0 ? [...new Set(app.perfiles)].join(', ') : 'nadie'}.`,
    );
    return 0;
  };
}

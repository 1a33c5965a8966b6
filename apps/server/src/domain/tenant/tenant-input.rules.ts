import { z } from 'zod';
import { languageCodes, type LanguageCode } from '@atalaya/contract/limits';
import { hostnameSchema, settingsLimits } from '@atalaya/contract/tenants/tenant-settings.schemas';
import type { UserRole } from '../../db/schema.ts';

/**
 * What the operator types to create and look after tenants (`npm run atalaya -- …`), checked
 * before anything is written. Every problem is one Spanish line, like the product's messages.
 */

export const userRoles = ['responsable', 'gestor', 'auditor'] as const satisfies readonly UserRole[];

/** Other names people use for a language code (the web's `ca` and `gl`). */
const languageAliases: Record<string, LanguageCode> = { ca: 'cat', gl: 'ga' };

/** A tenant's code: lowercase letters, digits and inner hyphens ("ayto-ejemplo"). */
export const tenantCodeSchema = z
  .string({ error: 'Indique el código del canal (--code)' })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/,
    'Código no válido: use de 1 a 40 minúsculas, cifras o guiones (ejemplo: ayto-ejemplo)',
  );

export const tenantEmailSchema = z
  .string({ error: 'Indique un correo electrónico' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Correo electrónico no válido').max(254, 'Correo electrónico demasiado largo'));

export const tenantHostSchema = hostnameSchema;

const languagesSchema = z
  .array(z.string().trim().toLowerCase(), { error: 'Indique los idiomas (--languages es,cat,…)' })
  .transform((list, ctx) => {
    const codes: LanguageCode[] = [];
    for (const raw of list.filter((entry) => entry !== '')) {
      const code = languageAliases[raw] ?? raw;
      if ((languageCodes as readonly string[]).includes(code)) {
        codes.push(code as LanguageCode);
      } else {
        ctx.addIssue({
          code: 'custom',
          message: `Idioma desconocido: ${raw} (admitidos: ${languageCodes.join(', ')})`,
        });
      }
    }
    return [...new Set(codes)];
  })
  .refine((codes) => codes.includes('es'), 'El español (es) debe estar siempre entre los idiomas');

export const createTenantInputSchema = z.object({
  codigo: tenantCodeSchema,
  nombre: z
    .string({ error: 'Indique el nombre de la organización (--name)' })
    .trim()
    .min(1, 'El nombre es obligatorio')
    .max(200, 'Nombre demasiado largo (máximo 200 caracteres)'),
  hosts: z
    .array(tenantHostSchema)
    .min(1, 'Indique al menos un dominio (--host)')
    .max(settingsLimits.maxHostnames, `Como máximo ${settingsLimits.maxHostnames} dominios`)
    .refine((list) => new Set(list).size === list.length, 'Hay dominios repetidos'),
  adminEmail: tenantEmailSchema,
  idiomas: languagesSchema,
});
export type CreateTenantInput = z.output<typeof createTenantInputSchema>;
export type CreateTenantRawInput = z.input<typeof createTenantInputSchema>;

export const inviteUserInputSchema = z.object({
  codigo: tenantCodeSchema,
  email: tenantEmailSchema,
  rol: z.enum(userRoles, { error: `Rol desconocido (admitidos: ${userRoles.join(', ')})` }),
});
export type InviteUserInput = z.output<typeof inviteUserInputSchema>;

/** The result of checking input: the clean value, or one line per problem. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const fieldNames: Record<string, string> = {
  codigo: 'código',
  nombre: 'nombre',
  hosts: 'dominio',
  adminEmail: 'correo del Responsable',
  email: 'correo',
  idiomas: 'idiomas',
  rol: 'rol',
  host: 'dominio',
};

/**
 * Parses input with a schema; on failure answers one line per problem, named by its field
 * ("dominio «x»: Dominio no válido …").
 */
export function checkInput<S extends z.ZodType>(schema: S, raw: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) {
    return { ok: true, value: parsed.data };
  }
  const problems = parsed.error.issues.map((issue) => {
    const [field, index] = issue.path;
    const name = typeof field === 'string' ? (fieldNames[field] ?? field) : 'entrada';
    const value = typeof index === 'number' && typeof field === 'string' ? valueAt(raw, field, index) : undefined;
    return `${name}${value === undefined ? '' : ` «${value}»`}: ${issue.message}`;
  });
  return { ok: false, problems: [...new Set(problems)] };
}

function valueAt(raw: unknown, field: string, index: number): string | undefined {
  if (typeof raw !== 'object' || raw === null) {
    return undefined;
  }
  const list: unknown = (raw as Record<string, unknown>)[field];
  const value: unknown = Array.isArray(list) ? list[index] : undefined;
  return typeof value === 'string' ? value : undefined;
}

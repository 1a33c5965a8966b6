import { z } from 'zod';
import { isoDaySchema } from '../common/day.schemas.ts';
import { acknowledgementTextSchema, channelDefaults } from '../complaints/channel-settings.schemas.ts';
import { allowedUploadMimes, uploadDefaults, uploadPolicy } from '../complaints/document.schemas.ts';
import { languageCodes } from '../limits.ts';
import { accessibilityStatementDefaults, accessibilityStatementSchema } from './public-pages.schemas.ts';

/** Largest logo accepted (bytes of the decoded image); it is re-encoded to a PNG of at most 512 px. */
export const logoMaxBytes = 512 * 1024;
export const logoMimes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const settingsLimits = { maxHostnames: 20, maxHolidays: 400, maxFilesCeiling: 20 } as const;

/** A hostname a channel answers on (lowercase, no port): what `clientes_hosts` keeps. */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Dominio no válido (ejemplo: canal.ejemplo.es)',
  );

const acknowledgementSchema = z
  .object(Object.fromEntries(languageCodes.map((c) => [c, acknowledgementTextSchema.optional()])))
  .strict();

/**
 * The tenant's own settings as the administrator edits them (`GET`/`PUT /api/admin/cliente/ajustes`):
 * name, hostnames the channel answers on, languages offered (Spanish always), holidays, the link
 * to the external (authority) channel and the authority's name, the facts of the accessibility
 * statement, the acknowledgement text per language (HTML, sanitised on
 * save; `{fecha}` becomes the filing date), upload limits (with whether reporters may attach types
 * that keep their metadata) and hourly caps.
 */
export const tenantSettingsSchema = z
  .object({
    nombre: z.string().trim().min(1, 'El nombre es obligatorio').max(200, 'Máximo 200 caracteres'),
    hostnames: z
      .array(hostnameSchema)
      .min(1, 'Indique al menos un dominio')
      .max(settingsLimits.maxHostnames)
      .refine((list) => new Set(list).size === list.length, 'Hay dominios repetidos'),
    idiomas: z
      .array(z.enum(languageCodes))
      .min(1)
      .refine((list) => list.includes('es'), 'El español debe estar siempre disponible')
      .refine((list) => new Set(list).size === list.length, 'Hay idiomas repetidos'),
    festivos: z
      .array(
        z
          .object({
            fecha: isoDaySchema,
            descripcion: z.string().trim().max(200, 'Máximo 200 caracteres'),
          })
          .strict(),
      )
      .max(settingsLimits.maxHolidays)
      .refine((list) => new Set(list.map((f) => f.fecha)).size === list.length, 'Hay festivos repetidos'),
    canal_externo_url: z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'Introduzca una dirección http(s) válida' }).max(2000),
    ]),
    /** The authority that external channel belongs to, as reporters read it (proper name). */
    canal_externo_nombre: z.string().trim().max(200, 'Máximo 200 caracteres').default(''),
    /** The tenant's facts of its accessibility statement (the page /accesibilidad). */
    accesibilidad: accessibilityStatementSchema.default(accessibilityStatementDefaults),
    acuse_texto: acknowledgementSchema,
    max_tamano_archivo: z.int32().min(1024, 'Mínimo 1 KB').max(uploadPolicy.maxFileBytesCeiling),
    max_archivos: z.int32().min(1).max(settingsLimits.maxFilesCeiling),
    tipos_permitidos: z.array(z.enum(allowedUploadMimes)).min(1, 'Permita al menos un tipo de archivo'),
    /** Reporters may attach types the server cannot clean of metadata (stored as sent, flagged). */
    admitir_con_metadatos: z.boolean().default(false),
    max_subidas_hora: z.int32().min(1).max(100_000),
    max_denuncias_hora: z.int32().min(1).max(100_000),
    max_mensajes_hora: z.int32().min(1).max(1_000_000),
    /** Every person must sign in with a second factor (TOTP); one without is sent to enrolment first. */
    dos_factores_obligatorio: z.boolean().default(false),
    /** Minutes without activity after which the back office locks (unlock: password and second factor). */
    minutos_inactividad: z.int32().min(1, 'Mínimo 1 minuto').max(480, 'Máximo 480 minutos').default(15),
  })
  .strict();
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

export const tenantSettingsDefaults = {
  max_tamano_archivo: uploadDefaults.maxFileBytes,
  max_archivos: uploadDefaults.maxFiles,
  tipos_permitidos: [...allowedUploadMimes],
  admitir_con_metadatos: false,
  max_subidas_hora: uploadPolicy.maxUploadsPerHour,
  max_denuncias_hora: channelDefaults.maxComplaintsPerHour,
  max_mensajes_hora: channelDefaults.maxMessagesPerHour,
  /** Off for a tenant that never chose (the demo); the operator CLI turns it on for every new tenant. */
  dos_factores_obligatorio: false,
  minutos_inactividad: 15,
} as const;

/** A new logo, sent inside the JSON body: decoded size ≤ `logoMaxBytes`, type checked by content. */
export const logoUploadSchema = z
  .object({
    tipo: z.enum(logoMimes),
    datos_base64: z
      .string()
      .max(Math.ceil((logoMaxBytes * 4) / 3) + 8, 'El logotipo no puede superar los 512 KB')
      .regex(/^[A-Za-z0-9+/]+=*$/, 'Datos no válidos'),
  })
  .strict();

/** `PUT /api/admin/cliente/ajustes` body. `logo` only when it changes. */
export const tenantSettingsBodySchema = z
  .object({ ajustes: tenantSettingsSchema, logo: logoUploadSchema.optional() })
  .strict();
export type TenantSettingsBody = z.infer<typeof tenantSettingsBodySchema>;

export const tenantSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: tenantSettingsSchema.extend({ idcliente: z.int32(), logo: z.string() }),
});
export type TenantSettingsResponse = z.infer<typeof tenantSettingsResponseSchema>;

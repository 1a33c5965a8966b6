import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { findTenantHosts } from '../../domain/tenant/tenant.repository.ts';
import { z } from 'zod';
import { allowedUploadMimes } from '@atalaya/contract/complaints/document.schemas';
import { languageCodes, languageIds, type LanguageCode } from '@atalaya/contract/limits';
import {
  logoMaxBytes,
  tenantSettingsDefaults,
  type TenantSettings,
  type TenantSettingsBody,
  type TenantSettingsResponse,
} from '@atalaya/contract/tenants/tenant-settings.schemas';
import {
  accessibilityStatementDefaults,
  accessibilityStatementSchema,
} from '@atalaya/contract/tenants/public-pages.schemas';
import { sanitizeContentHtml } from '../../lib/content-html.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { inspectFile } from '../../lib/file-inspection.ts';
import { logoUrl } from './tenant.service.ts';
import {
  findForeignHostnames,
  findHolidays,
  findTenantForSettings,
  findTenantLanguageIds,
  replaceTenantSettings,
} from './tenant-settings.repository.ts';

/** The stored keys this screen owns, each falling back to its default when missing or malformed. */
const storedSettingsSchema = z.object({
  canal_externo_url: z.string().catch(''),
  canal_externo_nombre: z.string().catch(''),
  accesibilidad: accessibilityStatementSchema.catch({ ...accessibilityStatementDefaults }),
  acuse_texto: z.record(z.string(), z.string()).catch({}),
  max_tamano_archivo: z.number().int().positive().catch(tenantSettingsDefaults.max_tamano_archivo),
  max_archivos: z.number().int().positive().catch(tenantSettingsDefaults.max_archivos),
  tipos_permitidos: z.array(z.enum(allowedUploadMimes)).catch([...tenantSettingsDefaults.tipos_permitidos]),
  admitir_con_metadatos: z.boolean().catch(tenantSettingsDefaults.admitir_con_metadatos),
  max_subidas_hora: z.number().int().positive().catch(tenantSettingsDefaults.max_subidas_hora),
  max_denuncias_hora: z.number().int().positive().catch(tenantSettingsDefaults.max_denuncias_hora),
  max_mensajes_hora: z.number().int().positive().catch(tenantSettingsDefaults.max_mensajes_hora),
  dos_factores_obligatorio: z.boolean().catch(tenantSettingsDefaults.dos_factores_obligatorio),
  minutos_inactividad: z.number().int().min(1).max(480).catch(tenantSettingsDefaults.minutos_inactividad),
});

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function codeOfId(id: number): LanguageCode | undefined {
  return languageCodes.find((code) => languageIds[code] === id);
}

export async function getTenantSettings(app: FastifyInstance, idcliente: number): Promise<TenantSettingsResponse> {
  const tenant = await findTenantForSettings(app.db, idcliente);
  if (!tenant) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const [hostnames, languageIdsOfTenant, festivos] = await Promise.all([
    findTenantHosts(app.db, idcliente),
    findTenantLanguageIds(app.db, idcliente),
    findHolidays(app.db, idcliente),
  ]);
  const stored = storedSettingsSchema.parse(parseObject(tenant.parametros_cliente));
  const acuse: TenantSettings['acuse_texto'] = {};
  for (const code of languageCodes) {
    const text = stored.acuse_texto[code];
    if (typeof text === 'string') {
      acuse[code] = text;
    }
  }
  const idiomas = languageIdsOfTenant.map(codeOfId).filter((c): c is LanguageCode => c !== undefined);
  return {
    success: true,
    data: {
      idcliente,
      nombre: tenant.nombre,
      logo: logoUrl(idcliente, tenant.logo_tipo),
      hostnames,
      idiomas: idiomas.includes('es') ? idiomas : ['es', ...idiomas],
      festivos,
      canal_externo_url: stored.canal_externo_url,
      canal_externo_nombre: stored.canal_externo_nombre,
      accesibilidad: stored.accesibilidad,
      acuse_texto: acuse,
      max_tamano_archivo: stored.max_tamano_archivo,
      max_archivos: stored.max_archivos,
      tipos_permitidos: stored.tipos_permitidos,
      admitir_con_metadatos: stored.admitir_con_metadatos,
      max_subidas_hora: stored.max_subidas_hora,
      max_denuncias_hora: stored.max_denuncias_hora,
      max_mensajes_hora: stored.max_mensajes_hora,
      dos_factores_obligatorio: stored.dos_factores_obligatorio,
      minutos_inactividad: stored.minutos_inactividad,
    },
  };
}

/** Decodes, checks by content and re-encodes a logo as a PNG of at most 512×512 (no metadata survives). */
async function cleanLogo(logo: NonNullable<TenantSettingsBody['logo']>): Promise<{ tipo: string; datos: Buffer }> {
  const bytes = Buffer.from(logo.datos_base64, 'base64');
  if (bytes.length === 0 || bytes.length > logoMaxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'El logotipo no puede superar los 512 KB');
  }
  await inspectFile(bytes, `logo.${logo.tipo.split('/')[1] ?? 'png'}`, [logo.tipo]);
  try {
    const png = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return { tipo: 'image/png', datos: png };
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', 'El logotipo no es una imagen válida', { cause: error });
  }
}

/**
 * Saves the settings: hostnames must not belong to another tenant (409); the acknowledgement HTML
 * is sanitised; keys of `parametros_cliente` this screen does not own are kept as they were.
 */
export async function saveTenantSettings(
  app: FastifyInstance,
  idcliente: number,
  body: TenantSettingsBody,
): Promise<TenantSettingsResponse> {
  const tenant = await findTenantForSettings(app.db, idcliente);
  if (!tenant) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const settings = body.ajustes;
  const taken = await findForeignHostnames(app.db, idcliente, settings.hostnames);
  if (taken.length > 0) {
    throw new AppError('CONFLICT', `El dominio ${taken.join(', ')} ya está en uso por otra organización`);
  }
  const logo = body.logo ? await cleanLogo(body.logo) : undefined;
  const acuse: Record<string, string> = {};
  for (const [code, html] of Object.entries(settings.acuse_texto)) {
    if (typeof html === 'string' && html.trim() !== '') {
      acuse[code] = sanitizeContentHtml(html);
    }
  }
  const parametros = {
    ...parseObject(tenant.parametros_cliente),
    canal_externo_url: settings.canal_externo_url,
    canal_externo_nombre: settings.canal_externo_nombre,
    accesibilidad: settings.accesibilidad,
    acuse_texto: acuse,
    max_tamano_archivo: settings.max_tamano_archivo,
    max_archivos: settings.max_archivos,
    tipos_permitidos: settings.tipos_permitidos,
    admitir_con_metadatos: settings.admitir_con_metadatos,
    max_subidas_hora: settings.max_subidas_hora,
    max_denuncias_hora: settings.max_denuncias_hora,
    max_mensajes_hora: settings.max_mensajes_hora,
    dos_factores_obligatorio: settings.dos_factores_obligatorio,
    minutos_inactividad: settings.minutos_inactividad,
  };
  await replaceTenantSettings(app.db, idcliente, {
    nombre: settings.nombre,
    parametros_cliente: JSON.stringify(parametros),
    hostnames: settings.hostnames,
    ididiomas: settings.idiomas.map((code) => languageIds[code]),
    festivos: settings.festivos,
    logo,
  });
  return getTenantSettings(app, idcliente);
}

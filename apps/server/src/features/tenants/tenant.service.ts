import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { languageCodes, limits } from '@atalaya/contract/limits';
import {
  parametrosClienteSchema,
  type ClienteInfoResponse,
  type PublicCliente,
} from '@atalaya/contract/tenants/tenant.schemas';
import type { Database } from '../../db/schema.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { keptMetadataTypes } from '../../domain/document/kept-metadata.rules.ts';
import {
  findActiveTenant,
  findActiveTenants,
  findTenantHolidays,
  findTenantLanguages,
  findTenantLogo,
} from './tenant.repository.ts';

type Db = Kysely<Database>;

/** The server's version (apps/server/package.json), shown as `parametros_aplicacion.version`. */
const appVersion = z
  .object({ version: z.string() })
  .parse(JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))).version;

/** Logo media types served as such; anything else is sent as an opaque download. */
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

/** The public URL of a tenant's logo (an <img src>, no token needed); '' when it has none. */
export function logoUrl(idcliente: number, logoTipo: string | null): string {
  return logoTipo === null ? '' : `/api/publico/cliente/${idcliente}/logo`;
}

function toPublicCliente(row: { idcliente: number; nombre: string; logo_tipo: string | null }): PublicCliente {
  return { idcliente: row.idcliente, nombre: row.nombre, logo: logoUrl(row.idcliente, row.logo_tipo) };
}

/**
 * Keeps only the allow-listed keys of the contract's `parametrosClienteSchema` whose values are
 * valid, so a stored key that browsers must not see (or a malformed value) never leaves.
 * @example pickClientParameters('{"idioma_defecto":"es","smtp_password":"x"}') // { idioma_defecto: 'es' }
 */
export function pickClientParameters(json: string): z.infer<typeof parametrosClienteSchema> {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    return {};
  }
  const values = new Map(Object.entries(stored));
  const picked: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(parametrosClienteSchema.shape)) {
    const parsed = schema.safeParse(values.get(key));
    if (values.has(key) && parsed.success && parsed.data !== undefined) {
      picked[key] = parsed.data;
    }
  }
  return parametrosClienteSchema.parse(picked);
}

/**
 * `proveedor_identidad` says whether citizens can sign in (the header's "Iniciar sesión"): it is
 * the profile of the tenant's configured identity provider, never a stored setting, so the button
 * shows exactly when the flow can work (decision 045).
 */
function withIdentityProvider(
  parametros: z.infer<typeof parametrosClienteSchema>,
  proveedor: string | null,
): z.infer<typeof parametrosClienteSchema> {
  const { proveedor_identidad: _stored, ...rest } = parametros;
  return proveedor === null ? rest : { ...rest, proveedor_identidad: proveedor };
}

/** Active tenants (name and logo URL). */
export async function findPublicTenants(db: Db): Promise<PublicCliente[]> {
  return (await findActiveTenants(db)).map(toPublicCliente);
}

/** One active tenant; 404 when it does not exist or is inactive. */
export async function getPublicTenant(db: Db, idcliente: number): Promise<PublicCliente> {
  const row = await findActiveTenant(db, idcliente);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return toPublicCliente(row);
}

/** The client-info call of spec §7 for one tenant (always the caller's own). */
export async function getClienteInfo(db: Db, idcliente: number): Promise<ClienteInfoResponse> {
  const row = await findActiveTenant(db, idcliente);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const [idiomas, festivos] = await Promise.all([
    findTenantLanguages(db, idcliente),
    findTenantHolidays(db, idcliente),
  ]);
  return {
    success: true,
    cliente: toPublicCliente(row),
    parametros_aplicacion: {
      version: appVersion,
      idiomas_disponibles: [...languageCodes],
      max_file_bytes: limits.maxFileBytes,
      tipos_con_metadatos: keptMetadataTypes(),
    },
    parametros_cliente: withIdentityProvider(pickClientParameters(row.parametros_cliente), row.proveedor),
    idiomas,
    festivos,
  };
}

export type TenantLogo = { bytes: Buffer; contentType: string; isSvg: boolean };

/** A tenant's logo bytes and the media type to serve them with; 404 when there is none. */
export async function getTenantLogo(db: Db, idcliente: number): Promise<TenantLogo> {
  const row = await findTenantLogo(db, idcliente);
  if (!row || row.logo_datos === null || row.logo_datos.length === 0) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const declared = (row.logo_tipo ?? '').toLowerCase();
  const contentType = imageTypes.has(declared) ? declared : 'application/octet-stream';
  return { bytes: Buffer.from(row.logo_datos), contentType, isSvg: contentType === 'image/svg+xml' };
}

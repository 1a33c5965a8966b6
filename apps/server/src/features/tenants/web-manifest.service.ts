import type { Kysely } from 'kysely';
import type { WebManifest } from '@atalaya/contract/tenants/web-manifest.schemas';
import type { Database } from '../../db/schema.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { findActiveTenant } from './tenant.repository.ts';
import { logoUrl } from './tenant.service.ts';

/** The theme colour of index.html (`<meta name="theme-color">`): the installed app's title bar. */
const themeColor = '#1e40af';

/** Where each installed app starts: the channel's home, or the back office's case list (Gestión). */
const startOf = { public: '/', admin: '/admin/denuncias/gestion' } as const;

/**
 * A tenant's web app manifest: named after the tenant (the back office with " · Administración"),
 * its logo as the icon when it has one, and Atalaya's own icon always (browsers need one they can
 * draw at any size).
 */
export async function webManifestOf(
  db: Kysely<Database>,
  idcliente: number,
  app: keyof typeof startOf,
): Promise<WebManifest> {
  const tenant = await findActiveTenant(db, idcliente);
  if (!tenant) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const logo = logoUrl(tenant.idcliente, tenant.logo_tipo);
  const icons = [
    ...(logo === '' || tenant.logo_tipo === null
      ? []
      : [{ src: logo, sizes: 'any', type: tenant.logo_tipo, purpose: 'any' }]),
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ];
  const name = app === 'admin' ? `${tenant.nombre} · Administración` : tenant.nombre;
  return {
    id: startOf[app],
    name,
    short_name: tenant.nombre.length <= 12 ? tenant.nombre : `${tenant.nombre.slice(0, 11)}…`,
    lang: 'es',
    start_url: startOf[app],
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons,
  };
}

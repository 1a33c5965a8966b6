import {
  adminsPass,
  citizensOnly,
  empty,
  everyone,
  everyonePass,
  open,
  row,
  type Entry,
} from './role-route-matrix.cells.ts';

/**
 * Health and the auth routes: sign-in and account links, citizen sign-in and the citizen's panel,
 * one's second factor, sign-out and the remaining auth calls.
 */
export const authEntries: Record<string, Entry> = {
  'GET /api/health': { expect: open },
  // Sign-in and account links (features/auth): no token.
  'GET /api/auth/invitacion/:token': { expect: open, path: () => '/api/auth/invitacion/x' },
  'POST /api/auth/invitacion/:token': { expect: open, path: () => '/api/auth/invitacion/x', payload: empty },
  'POST /api/auth/olvido': { expect: open, payload: empty },
  'POST /api/auth/restablecer/:token': { expect: open, path: () => '/api/auth/restablecer/x', payload: empty },
  'POST /api/auth/segundo-factor': { expect: open, payload: empty },
  'POST /api/auth/segundo-factor/alta': { expect: open, payload: empty },
  'POST /api/auth/segundo-factor/alta/confirmar': { expect: open, payload: empty },
  'POST /api/auth/publico': { expect: open, payload: empty },
  'POST /api/auth/login': { expect: open, payload: empty },
  'GET /api/auth/refresh': { expect: open },
  'POST /api/auth/informante': { expect: open, payload: empty },
  // Citizen sign-in with Cl@ve or the tenant's SAML IdP (features/citizen-sign-in): no token.
  'GET /api/auth/clave/metadata': { expect: open },
  'POST /api/auth/clave/request': { expect: open, payload: empty },
  'POST /api/auth/clave': { expect: open, payload: empty },
  'POST /api/auth/clave/token': { expect: open, payload: empty },
  'POST /api/auth/clave/logout': { expect: open, payload: empty },
  'POST /api/auth/clave/logout/request': { expect: citizensOnly },
  // The citizen's panel (features/citizen-panel, decision 052): citizen tokens only.
  'GET /api/auth/register': { expect: citizensOnly },
  'POST /api/auth/register': { expect: citizensOnly, payload: empty },
  'GET /api/ciudadano/denuncias': { expect: citizensOnly },
  'POST /api/ciudadano/denuncias/:referencia/acceso': {
    expect: citizensOnly,
    path: () => '/api/ciudadano/denuncias/2026-0001/acceso',
  },
  'GET /api/auth/cuenta/segundo-factor': { expect: adminsPass },
  'POST /api/auth/cuenta/segundo-factor': { expect: adminsPass, payload: () => ({ nada: 1 }) },
  'POST /api/auth/cuenta/segundo-factor/confirmar': { expect: adminsPass, payload: () => ({ nada: 1 }) },
  'GET /api/auth/logout': { expect: everyonePass, fresh: true },
  'GET /api/auth': { expect: everyone },
  // The remaining auth calls (features/auth-calls, decision 053). POST /ssl/api/auth/certificate is
  // outside /api (no token; its own tests in features/auth-calls).
  'GET /api/auth/acceso/:appId': {
    expect: row('403 403 403 403 403 534 403 403 403 401'),
    path: () => '/api/auth/acceso/ninguna',
  },
  'GET /api/auth/changeCliente/:id': {
    expect: row('403 403 403 403 403 534 403 403 403 401'),
    path: (w) => `/api/auth/changeCliente/${w.tenant.idcliente}`,
  },
  'POST /api/auth/thirdparty/clave': { expect: open, payload: empty },
};

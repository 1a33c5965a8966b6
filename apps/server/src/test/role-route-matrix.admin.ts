import {
  adminsPass,
  auditors,
  big,
  empty,
  everyone,
  everyonePass,
  open,
  responsable,
  responsablePass,
  type Entry,
} from './role-route-matrix.cells.ts';

/** Every configuration resource of the generic CRUD: read by every token, written by a Responsable. */
function resource(name: string): Record<string, Entry> {
  const base = `/api/denuncias/${name}`;
  return {
    [`GET ${base}/`]: { expect: everyonePass },
    [`GET ${base}/:id`]: { expect: everyonePass, path: () => `${base}/${big}` },
    [`POST ${base}/GetList`]: { expect: everyone, payload: () => ({ length: 10 }) },
    [`POST ${base}/`]: { expect: responsablePass, payload: empty },
    [`PUT ${base}/`]: { expect: responsablePass, payload: empty },
    [`DELETE ${base}/:id`]: { expect: responsablePass, path: () => `${base}/${big}` },
  };
}

/**
 * The tenant's administration: its settings, people, audit trail, libro-registro and configuration
 * resources.
 */
export const adminEntries: Record<string, Entry> = {
  // The tenant.
  'GET /api/publico/cliente': { expect: everyonePass },
  'GET /api/publico/cliente/info': { expect: everyonePass },
  'GET /api/publico/cliente/:id': { expect: everyonePass, path: (w) => `/api/publico/cliente/${w.tenant.idcliente}` },
  'GET /api/publico/cliente/:id/logo': { expect: open, path: (w) => `/api/publico/cliente/${w.tenant.idcliente}/logo` },
  'GET /api/admin/cliente/ajustes': { expect: responsable },
  'PUT /api/admin/cliente/ajustes': { expect: responsablePass, payload: () => ({ nada: 1 }) },
  'GET /api/admin/cliente/identidad': { expect: responsable },
  'PUT /api/admin/cliente/identidad': { expect: responsablePass, payload: () => ({ nada: 1 }) },
  'DELETE /api/admin/cliente/identidad': { expect: responsable },
  'GET /api/admin/cliente/retencion': { expect: responsable },
  'PUT /api/admin/cliente/retencion': { expect: responsablePass, payload: () => ({ nada: 1 }) },
  // People (Usuarios) and one's own account.
  'GET /api/admin/usuarios': { expect: responsable },
  'POST /api/admin/usuarios/invitaciones': { expect: responsablePass, payload: empty },
  'POST /api/admin/usuarios/invitaciones/:id/reenviar': {
    expect: responsablePass,
    path: () => `/api/admin/usuarios/invitaciones/${big}/reenviar`,
  },
  'DELETE /api/admin/usuarios/invitaciones/:id': {
    expect: responsablePass,
    path: () => `/api/admin/usuarios/invitaciones/${big}`,
  },
  'PATCH /api/admin/usuarios/:id': {
    expect: responsablePass,
    path: () => `/api/admin/usuarios/${big}`,
    payload: () => ({ nada: 1 }),
  },
  'DELETE /api/admin/usuarios/:id/segundo-factor': {
    expect: responsablePass,
    path: () => `/api/admin/usuarios/${big}/segundo-factor`,
  },
  'GET /api/admin/mi-cuenta': { expect: adminsPass },
  'GET /api/admin/mi-cuenta/sesiones': { expect: adminsPass },
  'DELETE /api/admin/mi-cuenta/sesiones/:sid': {
    expect: adminsPass,
    path: () => '/api/admin/mi-cuenta/sesiones/00000000-0000-4000-8000-000000000000',
  },
  'PUT /api/admin/mi-cuenta/contrasena': { expect: adminsPass, payload: empty },
  // The organisation's audit trail: Responsable and auditor.
  'POST /api/admin/auditoria/GetList': { expect: auditors, payload: () => ({ length: 10 }) },
  'GET /api/admin/auditoria/verificacion': { expect: auditors },
  'GET /api/admin/auditoria/exportacion': { expect: auditors },
  // The libro-registro (issue 17 §5): the Responsable only.
  'GET /api/admin/libro-registro': { expect: responsable, path: () => '/api/admin/libro-registro?anio=2026' },
  'GET /api/admin/libro-registro/exportacion': {
    expect: responsable,
    path: () => '/api/admin/libro-registro/exportacion?anio=2026&formato=xlsx',
  },
  // Configuration resources.
  ...resource('den_denuncia_content'),
  ...resource('trans_menu'),
  ...resource('trans_menu_opcion'),
  ...resource('den_tipos_denuncia'),
  ...resource('den_estados_denuncia'),
  ...resource('den_formularios'),
};

import type { CaseAccessWorld } from './case-access-fixture.ts';

/*
 * The entries of the role × route matrix (src/role-route-matrix.test.ts, issue 15): for every
 * /api route, what each kind of caller must get, and what to send.
 */

export const callers = [
  'responsable',
  'gestorAssigned',
  'gestorOther',
  'gestorExcluded',
  'auditor',
  'deactivated',
  'foreign',
  'reporter',
  'public',
  'none',
] as const;
export type Caller = (typeof callers)[number];

/**
 * A cell: `ok` any 2xx; `pass` past the gates (not 401, 403 or 534) and not a server error (the
 * writes send input the route refuses, so the matrix changes nothing); `*` anything but a server
 * error (routes without a token); or the exact status.
 */
export type Cell = 'ok' | 'pass' | '*' | number;

/** Ten cells in the order of `callers`. */
function row(spec: string): Record<Caller, Cell> {
  const cells = spec.trim().split(/\s+/);
  if (cells.length !== callers.length) {
    throw new Error(`a matrix row needs ${callers.length} cells: ${spec}`);
  }
  return Object.fromEntries(
    callers.map((caller, i) => {
      const cell = cells[i] ?? '*';
      return [caller, cell === 'ok' || cell === 'pass' || cell === '*' ? cell : Number(cell)];
    }),
  ) as Record<Caller, Cell>;
}

//                        resp  g.asg g.oth g.exc audit deact forgn repor publi none
const open = row('        *     *     *     *     *     *     *     *     *     *  ');
const everyone = row('    ok    ok    ok    ok    ok    534   ok    ok    ok    401');
const everyonePass = row('pass  pass  pass  pass  pass  534   pass  pass  pass  401');
const admins = row('      ok    ok    ok    ok    ok    534   ok    403   403   401');
const adminsPass = row('  pass  pass  pass  pass  pass  534   pass  403   403   401');
const responsable = row(' ok    403   403   403   403   534   ok    403   403   401');
const responsablePass = row('pass 403  403   403   403   534   pass  403   403   401');
const responsableCase = row('ok   403   403   403   403   534   404   403   403   401');
const auditors = row('    pass  403   403   403   pass  534   pass  403   403   401');
const caseContent = row(' ok    ok    404   404   403   534   404   403   403   401');
const caseContentOfReporter = row('ok ok 404   404   403   534   404   ok    403   401');
const caseContentPass = row('pass pass 404  404   403   534   404   403   403   401');
const caseAudit = row('   ok    ok    404   404   ok    534   404   403   403   401');
const handlers = row('    ok    ok    ok    ok    403   534   ok    403   403   401');
const handlersAndReporter = row('ok ok  ok    ok    403   534   ok    ok    403   401');
const handlersWrite = row('pass pass  pass  pass  403   534   pass  403   403   401');
const handlersAndReporterWrite = row('pass pass pass pass 403 534  pass  pass  403   401');
const anyHandlersWrite = row('pass pass pass pass 403   534   pass  pass  pass  401');
const reporterOnly = row('403   403   403   403   403   534   403   ok    403   401');
const reporterOnlyPass = row('403 403   403   403   403   534   403   pass  403   401');
const filing = row('      403   403   403   403   403   534   403   403   pass  401');
/** Citizens only (issue 16 §3): none of these callers is a citizen (features/citizen-panel tests cover them). */
const citizensOnly = row('403   403   403   403   403   534   403   403   403   401');

export type Entry = {
  expect: Record<Caller, Cell>;
  /** The URL to call (default: the route's own, which then has no parameters). */
  path?: (w: CaseAccessWorld) => string;
  payload?: (w: CaseAccessWorld) => unknown;
  /** The route carries case content to those who may read it (the Responsable, the assigned gestor, the reporter). */
  content?: boolean;
  /** Each caller gets a new token for it (the call ends its session). */
  fresh?: boolean;
};

const big = 2147483647;
function assignedId(w: CaseAccessWorld): number {
  return w.assigned.iddenuncia;
}
/** A list request filtered by the assigned case. */
function caseFilter(w: CaseAccessWorld) {
  return { length: -1, gettotal: true, columns: [{ name: 'iddenuncia', data: assignedId(w) }] };
}
function empty() {
  return {};
}

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

export const matrix: Record<string, Entry> = {
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
  // The reporter's side.
  'POST /api/denuncias/den_denuncias/': { expect: filing, payload: empty },
  'GET /api/denuncias/den_denuncias/informante': { expect: reporterOnly, content: true },
  'POST /api/denuncias/den_denuncias/ampliar': { expect: reporterOnlyPass, payload: empty },
  // Verbal communications (issue 17 §2): registered by handlers, the transcript agreed by its reporter.
  'POST /api/denuncias/den_denuncias/verbal': { expect: handlersWrite, payload: empty },
  'POST /api/denuncias/den_denuncias/transcripcion/conformidad': { expect: reporterOnlyPass },
  // A meeting the reporter asks for and the date its handlers propose (issue 17 §2).
  'PUT /api/denuncias/den_denuncias/informante/reunion': { expect: reporterOnlyPass, payload: empty },
  'PUT /api/denuncias/den_denuncias/:id/reunion': {
    expect: handlersWrite,
    path: (w) => `/api/denuncias/den_denuncias/${w.assigned.iddenuncia}/reunion`,
    payload: empty,
  },
  'PUT /api/denuncias/den_denuncias/informante/correo-avisos': { expect: reporterOnlyPass, payload: empty },
  'DELETE /api/denuncias/den_denuncias/informante/correo-avisos': { expect: reporterOnlyPass },
  // Chat: reporter and handlers of the case; nobody edits or deletes a message (501).
  'GET /api/denuncias/den_chat_mensajes/': { expect: handlersAndReporter },
  'GET /api/denuncias/den_chat_mensajes/:id': {
    expect: caseContentOfReporter,
    path: (w) => `/api/denuncias/den_chat_mensajes/${w.ids.idmensaje}`,
    content: true,
  },
  'PUT /api/denuncias/den_chat_mensajes/': { expect: handlersAndReporterWrite, payload: empty },
  'DELETE /api/denuncias/den_chat_mensajes/:id': {
    expect: row('501 501 404 404 403 534 404 501 403 401'),
    path: (w) => `/api/denuncias/den_chat_mensajes/${w.ids.idmensaje}`,
  },
  'POST /api/denuncias/den_chat_mensajes/GetList': {
    expect: caseContentOfReporter,
    payload: (w) => ({ length: -1, columns: [{ name: 'guid', data: w.assigned.guid }] }),
    content: true,
  },
  'POST /api/denuncias/den_chat_mensajes/': { expect: handlersAndReporterWrite, payload: empty },
  // Notifications.
  'GET /api/denuncias/den_denuncia_notificaciones/': { expect: handlers },
  'GET /api/denuncias/den_denuncia_notificaciones/:id': {
    expect: caseContentOfReporter,
    path: (w) => `/api/denuncias/den_denuncia_notificaciones/${w.ids.idnotificacion}`,
    content: true,
  },
  'POST /api/denuncias/den_denuncia_notificaciones/GetList': {
    expect: handlersAndReporter,
    payload: () => ({ length: -1, gettotal: true }),
    content: true,
  },
  'POST /api/denuncias/den_denuncia_notificaciones/': { expect: handlersWrite, payload: empty },
  'PUT /api/denuncias/den_denuncia_notificaciones/': { expect: handlersWrite, payload: empty },
  'DELETE /api/denuncias/den_denuncia_notificaciones/:id': {
    expect: handlersWrite,
    path: () => `/api/denuncias/den_denuncia_notificaciones/${big}`,
  },
  // The case list (also the Excel export) and the Resumen: metadata, scoped.
  'POST /api/denuncias/den_denuncias/GetList': { expect: admins, payload: () => ({ length: -1, gettotal: true }) },
  'POST /api/denuncias/den_denuncias/resumen': { expect: admins, payload: empty },
  // One case and what hangs under it.
  'GET /api/denuncias/den_denuncias/:id': {
    expect: caseContent,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}`,
    content: true,
  },
  'PUT /api/denuncias/den_denuncias/:id/estado': {
    expect: caseContent,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/estado`,
    payload: () => ({ idestadodenuncia: 2 }),
    content: true,
  },
  'POST /api/denuncias/den_denuncias/:id/resolver': {
    expect: handlersWrite,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/resolver`,
    payload: empty,
  },
  'POST /api/denuncias/den_denuncias/:id/prorroga': {
    expect: handlersWrite,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/prorroga`,
    payload: empty,
  },
  'POST /api/denuncias/den_notas_internas/GetList': { expect: caseContent, payload: caseFilter, content: true },
  'POST /api/denuncias/den_notas_internas/': { expect: handlersWrite, payload: empty },
  'POST /api/denuncias/den_auditoria/GetList': { expect: caseAudit, payload: caseFilter },
  // Who sees which case: a Responsable; each call repeats the world's state (no change).
  'GET /api/denuncias/den_denuncias/:id/acceso': {
    expect: responsableCase,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/acceso`,
  },
  'PUT /api/denuncias/den_denuncias/:id/asignaciones/:idusuario': {
    expect: responsableCase,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/asignaciones/${w.gestorAssigned.idusuario}`,
  },
  'DELETE /api/denuncias/den_denuncias/:id/asignaciones/:idusuario': {
    expect: responsableCase,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/asignaciones/${w.gestorOther.idusuario}`,
  },
  'PUT /api/denuncias/den_denuncias/:id/exclusiones/:idusuario': {
    expect: responsableCase,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/exclusiones/${w.gestorExcluded.idusuario}`,
    payload: () => ({ motivo: 'Parentesco con la persona denunciada' }),
  },
  'DELETE /api/denuncias/den_denuncias/:id/exclusiones/:idusuario': {
    expect: responsableCase,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/exclusiones/${w.gestorOther.idusuario}`,
  },
  // Disclosures of the reporter's identity (issue 17 §3): a Responsable; the write sends an
  // incomplete body (400), so the matrix records nothing.
  'GET /api/denuncias/den_denuncias/:id/revelaciones': {
    expect: responsableCase,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/revelaciones`,
  },
  'POST /api/denuncias/den_denuncias/:id/revelaciones': {
    expect: responsablePass,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/revelaciones`,
    payload: () => ({ destinatario: 'Juzgado de Instrucción n.º 1', avisar: false }),
  },
  // Redaction of a case's text (issue 17 §7): the case's handlers; the write's body is refused
  // (400); the original is the Responsable's (a gestor's 403 comes from the service, audited), and
  // no redaction has this id (404).
  'GET /api/denuncias/den_denuncias/:id/tachados': {
    expect: caseContent,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/tachados`,
  },
  'POST /api/denuncias/den_denuncias/:id/tachados': {
    expect: handlersWrite,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/tachados`,
    payload: () => ({ origen: 'respuesta', motivo: 'innecesario' }),
  },
  'GET /api/denuncias/den_denuncias/:id/tachados/:idtachado/original': {
    expect: row('404 403 403 403 403 534 404 403 403 401'),
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/tachados/${big}/original`,
  },
  // Regions of the case's documents (decision 065), like the text's: the write's body is refused
  // (400); the world's document is a text file, so its pages answer the case's handlers 400
  // (`notRedactable`); the original file is the Responsable's, and no redaction has this id (404).
  'POST /api/denuncias/den_denuncias/:id/tachados/documento': {
    expect: handlersWrite,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/tachados/documento`,
    payload: () => ({ motivo: 'innecesario' }),
  },
  'GET /api/denuncias/den_denuncias/:id/documentos/:iddocumento/paginas': {
    expect: caseContentPass,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/documentos/${w.ids.iddocumento}/paginas`,
  },
  'GET /api/denuncias/den_denuncias/:id/documentos/:iddocumento/paginas/:pagina': {
    expect: caseContentPass,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/documentos/${w.ids.iddocumento}/paginas/1`,
  },
  'GET /api/denuncias/den_denuncias/:id/tachados/:idtachado/original/archivo': {
    expect: row('404 403 403 403 403 534 404 403 403 401'),
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/tachados/${big}/original/archivo`,
  },
  // A case's libro-registro log (issue 17 §5): those who handle it; the write's body is refused (400).
  'GET /api/denuncias/den_denuncias/:id/actuaciones': {
    expect: caseContent,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/actuaciones`,
  },
  'POST /api/denuncias/den_denuncias/:id/actuaciones': {
    expect: handlersWrite,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/actuaciones`,
    payload: () => ({ clase: 'medida' }),
  },
  // Retention and purge (issue 17 §6): a Responsable; the writes send bodies the routes refuse
  // (400), and lifting a hold the case does not have changes nothing.
  'GET /api/denuncias/den_denuncias/:id/retencion': {
    expect: responsableCase,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/retencion`,
  },
  'PUT /api/denuncias/den_denuncias/:id/retencion/bloqueo': {
    expect: responsablePass,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/retencion/bloqueo`,
    payload: () => ({ motivo: 'x' }),
  },
  'DELETE /api/denuncias/den_denuncias/:id/retencion/bloqueo': {
    expect: responsableCase,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/retencion/bloqueo`,
  },
  'POST /api/denuncias/den_denuncias/:id/retencion/purga': {
    expect: responsablePass,
    path: (w) => `/api/denuncias/den_denuncias/${assignedId(w)}/retencion/purga`,
    payload: () => ({ veraz_no_acreditada: true }),
  },
  // Navigation, the person, the bell.
  'GET /api/common/navigation': { expect: everyone },
  'GET /api/publico/menurol/GetMenu': { expect: everyone },
  'GET /api/publico/menurol/GetMenuRol/:id': { expect: admins, path: () => '/api/publico/menurol/GetMenuRol/4' },
  'POST /api/publico/menurol/fromRole': { expect: admins, payload: () => ({ rol: 'publico' }) },
  'POST /api/publico/menurol/fromMenu': { expect: everyone, payload: () => ({ link: '/denuncias' }) },
  'GET /api/common/user': { expect: everyone },
  'PATCH /api/common/user': { expect: adminsPass, payload: () => ({ nada: 1 }) },
  'PUT /api/common/idioma': { expect: everyonePass, payload: () => ({ nada: 1 }) },
  'GET /api/common/messages': { expect: everyone },
  'POST /api/common/messages': { expect: adminsPass, payload: empty },
  'PATCH /api/common/messages': { expect: adminsPass, payload: empty },
  'DELETE /api/common/messages': { expect: adminsPass },
  'GET /api/common/messages/mark-all-as-read': { expect: admins },
  'GET /api/common/notifications': { expect: everyone },
  'POST /api/common/notifications': { expect: adminsPass, payload: empty },
  'PATCH /api/common/notifications': { expect: adminsPass, payload: empty },
  'DELETE /api/common/notifications': { expect: adminsPass },
  'GET /api/common/notifications/mark-all-as-read': { expect: admins },
  // Documents: never for an auditor.
  'POST /api/gdoc/documento/postupload': { expect: anyHandlersWrite, payload: empty },
  'GET /api/gdoc/documento/:id': {
    expect: row('ok ok 404 404 403 534 404 ok 404 401'),
    path: (w) => `/api/gdoc/documento/${w.ids.iddocumento}`,
    content: true,
  },
  'GET /api/gdoc/documento/:id/download': {
    expect: row('ok ok 404 404 403 534 404 ok 404 401'),
    path: (w) => `/api/gdoc/documento/${w.ids.iddocumento}/download`,
    content: true,
  },
  'DELETE /api/gdoc/documento/:id': {
    expect: row('409 409 404 404 403 534 404 409 404 401'),
    path: (w) => `/api/gdoc/documento/${w.ids.iddocumento}`,
  },
  'POST /api/gdoc/documento/': { expect: handlersWrite, payload: empty },
  'PUT /api/gdoc/documento/': { expect: handlersWrite, payload: empty },
  'PUT /api/gdoc/documento/:id/upload': {
    expect: handlersWrite,
    path: (w) => `/api/gdoc/documento/${w.ids.iddocumento}/upload`,
    payload: empty,
  },
  'GET /api/denuncias/den_denuncia_docs/': { expect: handlersWrite },
  'POST /api/denuncias/den_denuncia_docs/': { expect: handlersWrite, payload: empty },
  'PUT /api/denuncias/den_denuncia_docs/': { expect: handlersWrite, payload: empty },
  'DELETE /api/denuncias/den_denuncia_docs/:id': {
    expect: handlersWrite,
    path: () => `/api/denuncias/den_denuncia_docs/${big}`,
  },
  'POST /api/denuncias/den_denuncia_docs/GetList': { expect: handlersAndReporter, payload: caseFilter, content: true },
  'GET /api/denuncias/den_denuncia_docs/:id': {
    expect: caseContentOfReporter,
    path: (w) => `/api/denuncias/den_denuncia_docs/${w.ids.iddenunciadoc}`,
    content: true,
  },
  'GET /api/publico/verificacion/:codigo': { expect: open, path: () => '/api/publico/verificacion/ABCD-EFGH' },
  'POST /api/publico/verificacion/:codigo': {
    expect: open,
    path: () => '/api/publico/verificacion/ABCD-EFGH',
    payload: empty,
  },
  'GET /api/gdoc/documento/:id/copy': {
    expect: row('pass pass 404 404 403 534 404 403 403 401'),
    path: (w) => `/api/gdoc/documento/${w.ids.iddocumento}/copy`,
    content: true,
  },
  'GET /api/gdoc/documento/:id/compulse': {
    expect: row('pass pass 404 404 403 534 404 403 403 401'),
    path: (w) => `/api/gdoc/documento/${w.ids.iddocumento}/compulse`,
    content: true,
  },
  'GET /api/gdoc/documento/consolidado/:id': {
    expect: caseContent,
    path: (w) => `/api/gdoc/documento/consolidado/${assignedId(w)}`,
    content: true,
  },
  'GET /api/denuncias/den_denuncia_docs/consolidado': {
    expect: caseContent,
    path: (w) => `/api/denuncias/den_denuncia_docs/consolidado?id=${assignedId(w)}`,
    content: true,
  },
  // The gallery: read by every token, written by a Responsable.
  'GET /api/denuncias/trans_imagenes/': { expect: everyonePass },
  'GET /api/denuncias/trans_imagenes/:id': { expect: everyonePass, path: () => `/api/denuncias/trans_imagenes/${big}` },
  'POST /api/denuncias/trans_imagenes/GetList': { expect: everyone, payload: () => ({ length: 10 }) },
  'POST /api/denuncias/trans_imagenes/': { expect: responsablePass, payload: empty },
  'PUT /api/denuncias/trans_imagenes/': { expect: responsablePass, payload: empty },
  'DELETE /api/denuncias/trans_imagenes/:id': {
    expect: responsablePass,
    path: () => `/api/denuncias/trans_imagenes/${big}`,
  },
  // Mail templates and the outbox: a Responsable.
  'POST /api/denuncias/mail_plantillas/GetList': { expect: responsable, payload: () => ({ length: -1 }) },
  'GET /api/denuncias/mail_plantillas/:id': {
    expect: responsablePass,
    path: () => `/api/denuncias/mail_plantillas/${big}`,
  },
  'PUT /api/denuncias/mail_plantillas/': { expect: responsablePass, payload: empty },
  'POST /api/denuncias/mail_plantillas/preview': { expect: responsablePass, payload: empty },
  'POST /api/denuncias/mail_plantillas/prueba': { expect: responsablePass, payload: empty },
  'POST /api/denuncias/mail_outbox/GetList': { expect: responsable, payload: () => ({ length: -1 }) },
};

/** Callers who may read case content where a route carries it. */
export const contentReaders: ReadonlySet<Caller> = new Set(['responsable', 'gestorAssigned', 'reporter']);

export function matches(cell: Cell, status: number): boolean {
  if (status >= 500 && status !== 501 && status !== 534) {
    return false;
  }
  switch (cell) {
    case 'ok':
      return status >= 200 && status < 300;
    case 'pass':
      return ![401, 403, 534].includes(status) && status !== 534;
    case '*':
      return true;
    default:
      return status === cell;
  }
}

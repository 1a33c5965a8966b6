import {
  big,
  caseContentOfReporter,
  empty,
  filing,
  handlers,
  handlersAndReporter,
  handlersAndReporterWrite,
  handlersWrite,
  reporterOnly,
  reporterOnlyPass,
  row,
  type Entry,
} from './role-route-matrix.cells.ts';

/**
 * The reporter's side of a case and what passes between them and its handlers: filing, verbal
 * communications, meetings, chat and notifications.
 */
export const reporterEntries: Record<string, Entry> = {
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
};

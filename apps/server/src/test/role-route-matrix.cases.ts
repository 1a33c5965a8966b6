import {
  admins,
  assignedId,
  big,
  caseAudit,
  caseContent,
  caseContentPass,
  caseFilter,
  empty,
  handlersWrite,
  responsableCase,
  responsablePass,
  row,
  type Entry,
} from './role-route-matrix.cells.ts';

/**
 * The case list, one case and what hangs under it: access, disclosures, redaction, the
 * libro-registro log, retention and purge.
 */
export const caseEntries: Record<string, Entry> = {
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
};

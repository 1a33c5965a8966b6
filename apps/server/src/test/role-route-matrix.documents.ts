import {
  anyHandlersWrite,
  assignedId,
  big,
  caseContent,
  caseContentOfReporter,
  caseFilter,
  empty,
  handlersAndReporter,
  handlersWrite,
  open,
  row,
  type Entry,
} from './role-route-matrix.cells.ts';

/** Documents, their copies and verification codes. */
export const documentEntries: Record<string, Entry> = {
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
};

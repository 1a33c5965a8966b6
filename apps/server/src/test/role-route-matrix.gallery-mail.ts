import {
  big,
  empty,
  everyone,
  everyonePass,
  responsable,
  responsablePass,
  type Entry,
} from './role-route-matrix.cells.ts';

/** The gallery, mail templates and the outbox. */
export const galleryAndMailEntries: Record<string, Entry> = {
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

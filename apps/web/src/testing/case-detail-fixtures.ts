import { http, HttpResponse } from 'msw';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import type { ComplaintStatus } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';

/** Test data of one case (iddenuncia 9) as the administrator API answers it. */
export const caseGuid = '8e9a34a1-edf3-4be6-a833-6d38a05bf70e';

export const caseDetailFixture: CaseDetail = {
  iddenuncia: 9,
  guid: caseGuid,
  referencia: '2026-0009',
  idtipodenuncia: 1,
  tipo: 'Fraude o corrupción',
  idestadodenuncia: 2,
  estado: 'Recibida',
  fec_alta: '2026-11-20T10:00:00.000Z',
  fec_acuse: null,
  fec_resolucion: null,
  anonima: false,
  vence_acuse: '2026-11-27',
  vence_respuesta: '2027-02-20',
  dias_respuesta: 40,
  resolucion: null,
  ididioma: 1,
  campos: [
    {
      id: 'hechos',
      tipo: 'texto_largo',
      obligatorio: true,
      etiqueta: { es: '¿Qué ha ocurrido?' },
      ayuda: {},
      opciones: [],
    },
  ],
  answers: { hechos: 'Se adjudicó un contrato sin concurso.' },
  contacto: { nombre: 'Ana Pérez', email: 'ana@example.org', telefono: '' },
  prorroga: null,
  dias_acuse: 3,
  color: '#1976d2',
  avisos_correo: true,
  identidad_verificada: null,
  fec_purga: null,
  verbal: null,
  reunion: null,
};

export const statusesFixture: ComplaintStatus[] = [
  {
    idestadodenuncia: 1,
    nombre: { es: 'Resuelta' },
    color: '#2e7d32',
    orden: 9,
    inicial: false,
    sin_investigacion: false,
  },
  {
    idestadodenuncia: 2,
    nombre: { es: 'Recibida' },
    color: '#1976d2',
    orden: 1,
    inicial: true,
    sin_investigacion: false,
  },
  {
    idestadodenuncia: 3,
    nombre: { es: 'En investigación', en: 'Under investigation' },
    color: '#ed6c02',
    orden: 2,
    inicial: false,
    sin_investigacion: false,
  },
];

export function makeNotification(idnotificacion: number, overrides: Partial<Notification> = {}): Notification {
  return {
    idnotificacion,
    iddenuncia: 9,
    descripcion: `Notificación ${idnotificacion}`,
    fec_alta: `2026-12-${String(idnotificacion).padStart(2, '0')}T09:00:00.000Z`,
    ididioma: 1,
    contenido: `<p>Contenido ${idnotificacion}</p>`,
    iddocumento: null,
    ...overrides,
  };
}

export const documentsFixture: ComplaintDoc[] = [
  {
    iddenunciadoc: 1,
    iddenuncia: 9,
    iddocumento: 30,
    descripcion: '',
    nombre: 'contrato.pdf',
    tipo_mime: 'application/pdf',
    tamano: 2048,
    origen: 'informante',
    fec_alta: '2026-11-20T10:00:00.000Z',
    conserva_metadatos: false,
  },
  {
    iddenunciadoc: 2,
    iddenuncia: 9,
    iddocumento: 31,
    descripcion: '',
    nombre: 'notas.txt',
    tipo_mime: 'text/plain',
    tamano: 33,
    origen: 'informante',
    fec_alta: '2026-11-20T10:00:00.000Z',
    conserva_metadatos: false,
  },
];

type CaseApiOptions = {
  detail?: Partial<CaseDetail>;
  notifications?: Notification[];
  documents?: ComplaintDoc[];
};

/** Every request the case screen makes, answered from the fixtures; `requests` records the writes. */
export function caseApiHandlers(options: CaseApiOptions = {}) {
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  let detail: CaseDetail = { ...caseDetailFixture, ...options.detail };
  const notifications = options.notifications ?? [makeNotification(1, { descripcion: 'Acuse de recibo' })];
  const documents = options.documents ?? documentsFixture;

  async function record(request: Request) {
    const url = new URL(request.url);
    const body: unknown = request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
    requests.push({ method: request.method, path: url.pathname, body });
    return body;
  }

  const handlers = [
    http.get('/api/denuncias/den_denuncias/9', () => HttpResponse.json({ success: true, data: detail })),
    http.put('/api/denuncias/den_denuncias/9/estado', async ({ request }) => {
      const body = (await record(request)) as { idestadodenuncia: number };
      const status = statusesFixture.find((candidate) => candidate.idestadodenuncia === body.idestadodenuncia);
      detail = { ...detail, idestadodenuncia: body.idestadodenuncia, estado: status?.nombre.es ?? '' };
      return HttpResponse.json({ success: true, data: detail });
    }),
    http.post('/api/denuncias/den_denuncias/9/resolver', async ({ request }) => {
      const body = (await record(request)) as { resolucion: string };
      detail = {
        ...detail,
        idestadodenuncia: 1,
        estado: 'Resuelta',
        fec_resolucion: '2027-01-15T12:00:00.000Z',
        resolucion: body.resolucion,
        dias_respuesta: null,
      };
      return HttpResponse.json({ success: true, data: detail });
    }),
    http.post('/api/denuncias/den_denuncias/9/prorroga', async ({ request }) => {
      const body = (await record(request)) as { meses: number; motivo: string };
      detail = {
        ...detail,
        prorroga: { ...body, fec_prorroga: '2026-12-01T10:00:00.000Z', usuario: 'admin@example.org' },
        vence_respuesta: '2027-05-20',
      };
      return HttpResponse.json({ success: true, data: detail });
    }),
    http.post('/api/denuncias/den_estados_denuncia/GetList', () =>
      HttpResponse.json({ success: true, total: statusesFixture.length, data: statusesFixture }),
    ),
    http.post('/api/denuncias/den_denuncia_notificaciones/GetList', () =>
      HttpResponse.json({ success: true, total: notifications.length, data: notifications }),
    ),
    http.post('/api/denuncias/den_denuncia_docs/GetList', () =>
      HttpResponse.json({ success: true, total: documents.length, data: documents }),
    ),
    http.post('/api/denuncias/den_chat_mensajes/GetList', () =>
      HttpResponse.json({ success: true, total: 0, data: [] }),
    ),
    http.post('/api/denuncias/den_notas_internas/GetList', () =>
      HttpResponse.json({ success: true, total: 0, data: [] }),
    ),
    http.post('/api/denuncias/den_auditoria/GetList', () => HttpResponse.json({ success: true, total: 0, data: [] })),
  ];
  return { handlers, requests };
}

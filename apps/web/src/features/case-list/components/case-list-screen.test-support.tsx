import { http, HttpResponse } from 'msw';
import { exportHeader } from '@atalaya/contract/http/headers';
import { screen, within } from '@testing-library/react';
import type { CaseListRequest, CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import type { ComplaintStatus, ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { makeCase } from '@/testing/case-list-fixtures.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { CaseListScreen } from './case-list-screen.tsx';

/** Shared by the case list screen and Excel export tests: API fixtures, mock handlers and render helpers. */

const statuses: ComplaintStatus[] = [
  {
    idestadodenuncia: 2,
    nombre: { es: 'Recibida', en: 'Received' },
    color: '#1565c0',
    orden: 1,
    inicial: true,
    sin_investigacion: false,
  },
  {
    idestadodenuncia: 3,
    nombre: { es: 'En tramitación', en: 'In progress' },
    color: '#ef6c00',
    orden: 2,
    inicial: false,
    sin_investigacion: false,
  },
  {
    idestadodenuncia: 1,
    nombre: { es: 'Resuelta', en: 'Resolved' },
    color: '#2e7d32',
    orden: 9,
    inicial: false,
    sin_investigacion: false,
  },
];

const types: ComplaintType[] = [
  {
    idtipodenuncia: 1,
    nombre: { es: 'Fraude', en: 'Fraud' },
    descripcion: {},
    orden: 1,
    activo: true,
    idformulario: 1,
  },
  {
    idtipodenuncia: 2,
    nombre: { es: 'Acoso laboral', en: 'Workplace harassment' },
    descripcion: {},
    orden: 2,
    activo: false,
    idformulario: 1,
  },
];

const sampleRows: CaseSummary[] = [
  makeCase(11, { dias_respuesta: 90 }),
  makeCase(12, {
    dias_respuesta: 10,
    idtipodenuncia: 2,
    tipo: 'Acoso laboral',
    fec_acuse: '2026-11-21T09:00:00.000Z',
    anonima: false,
  }),
  makeCase(13, { dias_respuesta: -3, idestadodenuncia: 3, estado: 'En tramitación' }),
  makeCase(14, {
    dias_respuesta: null,
    idestadodenuncia: 1,
    estado: 'Resuelta',
    fec_resolucion: '2026-12-01T00:00:00.000Z',
  }),
];

type ApiOptions = { rows?: CaseSummary[]; failures?: number };

/** The case list, statuses and types; answers pages of `rows` and records every list body. */
export function useCaseApi({ rows = sampleRows, failures = 0 }: ApiOptions = {}) {
  const bodies: CaseListRequest[] = [];
  /** The export header of each request, in order (null when absent). */
  const exportMarks: (string | null)[] = [];
  let remainingFailures = failures;
  server.use(
    http.post('/api/denuncias/den_denuncias/GetList', async ({ request }) => {
      const body = (await request.json()) as CaseListRequest;
      bodies.push(body);
      exportMarks.push(request.headers.get(exportHeader));
      if (remainingFailures > 0) {
        remainingFailures -= 1;
        return HttpResponse.json({ success: false, code: 'INTERNAL', message: 'Error' }, { status: 500 });
      }
      const data = rows.slice(body.start, body.start + body.length);
      return HttpResponse.json({ success: true, total: rows.length, data });
    }),
    http.post('/api/denuncias/den_estados_denuncia/GetList', () =>
      HttpResponse.json({ success: true, total: statuses.length, data: statuses }),
    ),
    http.post('/api/denuncias/den_tipos_denuncia/GetList', () =>
      HttpResponse.json({ success: true, total: types.length, data: types }),
    ),
  );
  return { bodies, exportMarks };
}

export const listPath = '/admin/denuncias/gestion';

/** `canOpenCases` false renders the list as an auditor sees it (issue 15 §2). */
export function renderScreen(url = listPath, canOpenCases = true) {
  return renderRoutes(
    [
      { path: listPath, element: <CaseListScreen canOpenCases={canOpenCases} /> },
      { path: '/admin/denuncias/gestion/:iddenuncia', element: <p>Detalle de la comunicación</p> },
    ],
    [url],
  );
}

export async function findGrid(name = 'Comunicaciones recibidas') {
  return screen.findByRole('grid', { name });
}

export function rowOf(grid: HTMLElement, code: string): HTMLElement {
  const row = within(grid).getByText(code).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) {
    throw new Error(`No row for ${code}`);
  }
  return row;
}

import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaseRetention } from '@atalaya/contract/complaints/case-retention.schemas';
import type { PeopleRole } from '@atalaya/contract/people/people.schemas';
import { caseApiHandlers } from '@/testing/case-detail-fixtures.ts';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { CaseDetailRoute } from './case-detail.tsx';

/** The case's retention state the server answers (issue 17 §6), and who asked for it. */
const keptRetention: CaseRetention = {
  iddenuncia: 9,
  estado: 'activa',
  causa: 'sin_investigacion',
  fec_purga_prevista: '2026-12-03T10:00:00.000Z',
  fec_aviso_purga: null,
  fec_purga: null,
  fec_veraz_no_acreditada: null,
  fec_baja_registro: '2036-09-03T10:00:00.000Z',
  bloqueo: null,
};
let retention: CaseRetention = keptRetention;
let retentionAsks = 0;

/** The case page as a person of role `rol` sees it; records whether the Responsable's panels asked the server. */
function renderCaseAs(rol: PeopleRole, entry = '/admin/denuncias/gestion/9', fecPurga: string | null = null) {
  const asked: string[] = [];
  retentionAsks = 0;
  server.use(...publicDataHandlers(), ...caseApiHandlers({ detail: { fec_purga: fecPurga } }).handlers);
  server.use(
    http.get('/api/common/user', () =>
      HttpResponse.json({ id: 'u1', name: 'Ana', email: 'ana@example.org', avatar: null, status: 'online', rol }),
    ),
    http.get('/api/denuncias/den_denuncias/9/acceso', () => {
      asked.push('acceso');
      return HttpResponse.json({
        success: true,
        data: { asignados: [], excluidos: [], candidatos: [], excluibles: [] },
      });
    }),
    http.get('/api/denuncias/den_denuncias/9/revelaciones', () => {
      asked.push('revelaciones');
      return HttpResponse.json({ success: true, data: [] });
    }),
    http.get('/api/denuncias/den_denuncias/9/retencion', () => {
      retentionAsks += 1;
      return HttpResponse.json({ success: true, data: retention });
    }),
    http.get('/api/denuncias/den_denuncias/9/actuaciones', () => {
      asked.push('actuaciones');
      return HttpResponse.json({ success: true, data: [] });
    }),
  );
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  renderRoutes([{ path: '/admin/denuncias/gestion/:iddenuncia', element: <CaseDetailRoute /> }], [entry]);
  return asked;
}

async function tabs() {
  await screen.findByTestId('case-header', undefined, { timeout: 6000 });
  return screen.getByRole('tablist', { name: 'Secciones de la comunicación' });
}

describe('the case page’s "Acceso" (issue 15 §4)', () => {
  it('gives a Responsable the Acceso tab with who may see the case', async () => {
    const asked = renderCaseAs('responsable');
    const list = await tabs();
    await userEvent.click(await within(list).findByRole('tab', { name: 'Acceso' }));
    const panel = await screen.findByTestId('case-access');
    expect(within(panel).getByRole('heading', { name: 'Quién puede ver esta comunicación' })).toBeInTheDocument();
    expect(within(panel).getByTestId('assigned-empty')).toBeInTheDocument();
    expect(asked).toEqual(['acceso']);
  });

  it('shows a gestor no Acceso tab and never asks who may see the case', async () => {
    const asked = renderCaseAs('gestor');
    const list = await tabs();
    expect(within(list).getByRole('tab', { name: 'Conversación' })).toBeInTheDocument();
    expect(within(list).queryByRole('tab', { name: 'Acceso' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('the case page’s "Revelaciones" (issue 17 §3, art 33.3)', () => {
  it('gives a Responsable the Revelaciones tab with the identity disclosures', async () => {
    const asked = renderCaseAs('responsable');
    const list = await tabs();
    await userEvent.click(await within(list).findByRole('tab', { name: 'Revelaciones' }));
    const panel = await screen.findByTestId('identity-disclosure');
    expect(within(panel).getByRole('heading', { name: 'Revelaciones de identidad' })).toBeInTheDocument();
    expect(within(panel).getByTestId('disclosures-empty')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Registrar revelación' })).toBeInTheDocument();
    expect(asked).toEqual(['revelaciones']);
  });

  it('shows a gestor no Revelaciones tab and never asks for the disclosures', async () => {
    const asked = renderCaseAs('gestor');
    const list = await tabs();
    expect(within(list).getByRole('tab', { name: 'Conversación' })).toBeInTheDocument();
    expect(within(list).queryByRole('tab', { name: 'Revelaciones' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('identity-disclosure')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('does not open the disclosures for a gestor even from a link to the tab', async () => {
    const asked = renderCaseAs('gestor', '/admin/denuncias/gestion/9?tab=revelaciones');
    await tabs();
    expect(screen.getByTestId('case-tab-resumen')).toBeInTheDocument();
    expect(screen.queryByTestId('identity-disclosure')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('the case page’s "Actuaciones y medidas" (issue 17 §5, the libro-registro)', () => {
  it('gives a gestor the tab with the case’s log', async () => {
    const asked = renderCaseAs('gestor');
    const list = await tabs();
    await userEvent.click(await within(list).findByRole('tab', { name: 'Actuaciones y medidas' }));
    const panel = await screen.findByTestId('case-actions');
    expect(within(panel).getByText('Aún no hay actuaciones registradas.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Añadir actuación o medida' })).toBeInTheDocument();
    expect(asked).toEqual(['actuaciones']);
  });

  it('shows an auditor no such tab and never asks for the log', async () => {
    const asked = renderCaseAs('auditor');
    const list = await tabs();
    expect(within(list).getByRole('tab', { name: 'Auditoría' })).toBeInTheDocument();
    expect(within(list).queryByRole('tab', { name: 'Actuaciones y medidas' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('the case page’s "Conservación" (issue 17 §6, art 32)', () => {
  it('gives a Responsable the Conservación tab with when the personal data go', async () => {
    retention = keptRetention;
    renderCaseAs('responsable');
    const list = await tabs();
    await userEvent.click(await within(list).findByRole('tab', { name: 'Conservación' }));
    const panel = await screen.findByTestId('case-retention');
    expect(within(panel).getByTestId('retention-due')).toHaveTextContent('3 de diciembre de 2026');
    expect(within(panel).getByRole('button', { name: 'Bloqueo legal' })).toBeInTheDocument();
    expect(screen.queryByTestId('case-purged-notice')).not.toBeInTheDocument();
  });

  it('says above a purged case that its personal data were deleted, and when', async () => {
    retention = {
      ...keptRetention,
      estado: 'purgada',
      causa: 'veraz_no_acreditada',
      fec_purga: '2026-11-28T09:00:00Z',
    };
    renderCaseAs('responsable', undefined, '2026-11-28T09:00:00Z');
    await tabs();
    // The date at once (from the case), the reason once the retention state is read.
    await waitFor(async () => {
      expect(await screen.findByTestId('case-purged-notice')).toHaveTextContent(
        'Datos personales suprimidos el 28 de noviembre de 2026. Motivo: información veraz no acreditada (art. 32.3).',
      );
    });
    retention = keptRetention;
  });

  it('tells a gestor too that a purged case’s data were deleted, without asking for the retention state', async () => {
    renderCaseAs('gestor', undefined, '2026-11-28T09:00:00Z');
    await tabs();
    expect(await screen.findByTestId('case-purged-notice')).toHaveTextContent(
      /^Datos personales suprimidos el 28 de noviembre de 2026\.$/,
    );
    expect(retentionAsks).toBe(0);
  });

  it('shows a gestor no Conservación tab and never asks for the retention state', async () => {
    renderCaseAs('gestor');
    const list = await tabs();
    expect(within(list).getByRole('tab', { name: 'Conversación' })).toBeInTheDocument();
    expect(within(list).queryByRole('tab', { name: 'Conservación' })).not.toBeInTheDocument();
    expect(retentionAsks).toBe(0);
  });
});

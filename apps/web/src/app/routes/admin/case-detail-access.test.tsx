import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PeopleRole } from '@atalaya/contract/people/people.schemas';
import { caseApiHandlers } from '@/testing/case-detail-fixtures.ts';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { CaseDetailRoute } from './case-detail.tsx';

/** The case page as a person of role `rol` sees it; records whether the access panel asked the server. */
function renderCaseAs(rol: PeopleRole) {
  const asked: string[] = [];
  server.use(...publicDataHandlers(), ...caseApiHandlers({}).handlers);
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
  );
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  renderRoutes(
    [{ path: '/admin/denuncias/gestion/:iddenuncia', element: <CaseDetailRoute /> }],
    ['/admin/denuncias/gestion/9'],
  );
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

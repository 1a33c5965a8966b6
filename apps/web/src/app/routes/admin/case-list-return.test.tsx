import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { caseApiHandlers } from '@/testing/case-detail-fixtures.ts';
import { makeCase } from '@/testing/case-list-fixtures.ts';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { findGrid, useCaseApi } from '@/features/case-list/components/case-list-screen.test-support.tsx';
import { CaseListScreen } from '@/features/case-list/components/case-list-screen.tsx';
import { CaseDetailRoute } from './case-detail.tsx';

const rows = [makeCase(8), makeCase(9, { idtipodenuncia: 2, tipo: 'Acoso laboral' })];

function renderListAndCase(url: string) {
  server.use(...publicDataHandlers(), ...caseApiHandlers().handlers);
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  return renderRoutes(
    [
      { path: '/admin/denuncias/gestion', element: <CaseListScreen /> },
      { path: '/admin/denuncias/gestion/:iddenuncia', element: <CaseDetailRoute /> },
    ],
    [url],
  );
}

describe('"Volver a Gestión" keeps the list as it was left (issue 20 §4)', () => {
  it('goes back to the filtered, sorted page the case was opened from', async () => {
    const listUrl = '/admin/denuncias/gestion?estado=2&vencidas=1&sort=iddenuncia&order=asc';
    useCaseApi({ rows });
    const { router } = renderListAndCase(listUrl);
    const grid = await findGrid();
    await userEvent.click(within(grid).getByText('Acoso laboral'));
    const back = await screen.findByRole('link', { name: 'Volver a Gestión' });
    expect(router.state.location.pathname).toBe('/admin/denuncias/gestion/9');
    expect(back).toHaveAttribute('href', listUrl);
    await userEvent.click(back);
    expect(router.state.location.search).toBe('?estado=2&vencidas=1&sort=iddenuncia&order=asc');
  }, 60_000);

  it('links to plain Gestión when the case was opened from elsewhere (Resumen, the bell, a bookmark)', async () => {
    useCaseApi({ rows });
    renderListAndCase('/admin/denuncias/gestion/9');
    const back = await screen.findByRole('link', { name: 'Volver a Gestión' });
    expect(back).toHaveAttribute('href', '/admin/denuncias/gestion');
  });
});

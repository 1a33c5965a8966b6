import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { makeCase } from '@/testing/case-list-fixtures.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { PendingCases } from './pending-cases.tsx';

function renderPending(cases: CaseSummary[], total: number, canOpenCases = true) {
  return renderRoutes(
    [
      {
        path: '/admin/denuncias/dashboard',
        element: (
          <PendingCases cases={cases} total={total} desde="2026-01-01" hasta="2026-06-30" canOpenCases={canOpenCases} />
        ),
      },
      { path: '/admin/denuncias/gestion', element: <h1>Gestión</h1> },
    ],
    ['/admin/denuncias/dashboard'],
  );
}

describe('PendingCases (Requieren atención)', () => {
  it('says how many unresolved cases there are in all and links to every one of them in Gestión, filtered', async () => {
    const cases = Array.from({ length: 10 }, (_, i) => makeCase(i + 1, { dias_respuesta: i }));
    const { router } = renderPending(cases, 1234);
    const total = screen.getByTestId('pending-total');
    expect(total).toHaveTextContent('Se muestran las 10 más urgentes de 1234 sin resolver.');
    const link = within(total).getByRole('link', { name: 'Ver en Gestión (1234)' });
    expect(link).toHaveAttribute(
      'href',
      '/admin/denuncias/gestion?desde=2026-01-01&hasta=2026-06-30&pendientes=1&sort=fec_alta&order=asc',
    );
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/admin/denuncias/gestion');
    expect(new URLSearchParams(router.state.location.search).get('pendientes')).toBe('1');
  });

  it('says all are shown when there are no more than the list holds', () => {
    renderPending([makeCase(1), makeCase(2)], 2);
    expect(screen.getByTestId('pending-total')).toHaveTextContent('Sin resolver en el periodo: 2.');
    expect(screen.getByRole('link', { name: 'Ver en Gestión (2)' })).toBeInTheDocument();
  });

  it('shows neither count nor link when nothing is pending', () => {
    renderPending([], 0);
    expect(screen.queryByTestId('pending-total')).not.toBeInTheDocument();
    expect(screen.getByTestId('pending-empty')).toBeInTheDocument();
  });

  it('links each code to its case for whoever may open it', () => {
    renderPending([makeCase(7)], 1);
    expect(screen.getByRole('link', { name: /2026-0007/ })).toHaveAttribute('href', '/admin/denuncias/gestion/7');
  });

  it('shows an auditor the codes as plain text, never a link to the case (issue 15 §2)', () => {
    renderPending([makeCase(7)], 1, false);
    const row = screen.getByTestId('pending-case');
    expect(row).toHaveTextContent('2026-0007');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    // The list of every pending case in Gestión stays: an auditor reads the list's metadata.
    expect(screen.getByRole('link', { name: 'Ver en Gestión (1)' })).toBeInTheDocument();
  });
});

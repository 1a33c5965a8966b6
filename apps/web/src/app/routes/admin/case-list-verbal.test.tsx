import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PeopleRole } from '@atalaya/contract/people/people.schemas';
import { findGrid, useCaseApi } from '@/features/case-list/components/case-list-screen.test-support.tsx';
import { setTokens } from '@/lib/tokens.ts';
import { makeCase } from '@/testing/case-list-fixtures.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { CaseListRoute } from './case-list.tsx';

function renderListAs(rol: PeopleRole) {
  server.use(...publicDataHandlers());
  server.use(
    http.get('/api/common/user', () =>
      HttpResponse.json({ id: 'u1', name: 'Ana', email: 'ana@example.org', avatar: null, status: 'online', rol }),
    ),
  );
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  renderRoutes([{ path: '/admin/denuncias/gestion', element: <CaseListRoute /> }], ['/admin/denuncias/gestion']);
}

describe('Gestión: "Registrar comunicación verbal"', () => {
  it('is offered to those who handle cases, and the list is read again once the dialog closes', async () => {
    const { bodies } = useCaseApi({ rows: [makeCase(11)] });
    renderListAs('gestor');
    server.use(
      http.post('/api/denuncias/den_denuncias/verbal', () =>
        HttpResponse.json(
          {
            success: true,
            message: 'Comunicación verbal registrada',
            iddenuncia: 12,
            referencia: '2026-0012',
            guid: '5f2b0c1e-0000-4000-8000-000000000012',
            receipt: '7K3MQ9XD2HWTBN4R',
            fec_alta: '2026-11-20T10:00:00.000Z',
          },
          { status: 201 },
        ),
      ),
    );
    await findGrid();
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar comunicación verbal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar comunicación verbal' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tipo de comunicación' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fraude' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Transcripción/ }));
    await userEvent.paste('Llamada sobre un contrato.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByTestId('verbal-receipt-code')).toHaveTextContent('7K3M-Q9XD-2HWT-BN4R');
    const before = bodies.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => {
      expect(bodies.length).toBeGreaterThan(before);
    });
  });

  it('is not offered to an auditor, who only lists cases', async () => {
    useCaseApi({ rows: [makeCase(11)] });
    renderListAs('auditor');
    await findGrid();
    // The role has been read: the rows do not open for an auditor.
    expect(await screen.findByText(/Su perfil de auditoría muestra los datos de la lista/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar comunicación verbal' })).not.toBeInTheDocument();
  });
});

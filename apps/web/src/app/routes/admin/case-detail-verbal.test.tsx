import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import { caseApiHandlers } from '@/testing/case-detail-fixtures.ts';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { CaseDetailRoute } from './case-detail.tsx';

const transcript = 'Llamó para contar que\nse adjudicó un contrato sin concurso.';

function renderCase(detail: Partial<CaseDetail>) {
  server.use(...publicDataHandlers(), ...caseApiHandlers({ detail }).handlers);
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  renderRoutes(
    [{ path: '/admin/denuncias/gestion/:iddenuncia', element: <CaseDetailRoute /> }],
    ['/admin/denuncias/gestion/9'],
  );
}

async function verbalSection() {
  return screen.findByRole('region', { name: 'Comunicación verbal' }, { timeout: 6000 });
}

describe('the case of a verbal communication (art 7.2)', () => {
  it('shows how and when it was received, the transcript as written and that the reporter has not agreed yet', async () => {
    renderCase({
      verbal: { medio: 'reunion', fecha: '2026-11-18', transcripcion: transcript, fec_conforme: null },
    });
    const section = await verbalSection();
    expect(within(section).getByText('Medio').nextElementSibling).toHaveTextContent('Reunión presencial');
    expect(within(section).getByText('Fecha').nextElementSibling).toHaveTextContent('18 de noviembre de 2026');
    // The line break the handler wrote is kept (pre-wrapped text).
    const text = within(section).getByTestId('case-verbal-transcript');
    expect(text.textContent).toBe(transcript);
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(section).getByTestId('case-verbal-agreement')).toHaveTextContent(
      'El informante aún no ha confirmado la transcripción',
    );
  });

  it('says since when the reporter agrees with the transcript', async () => {
    renderCase({
      verbal: {
        medio: 'telefono',
        fecha: '2026-11-18',
        transcripcion: transcript,
        fec_conforme: '2026-11-22T09:30:00.000Z',
      },
    });
    const section = await verbalSection();
    expect(within(section).getByText('Medio').nextElementSibling).toHaveTextContent('Teléfono');
    expect(within(section).getByTestId('case-verbal-agreement')).toHaveTextContent(
      'Conforme con la transcripción desde 22 de noviembre de 2026',
    );
  });

  it('has no such section for a communication filed online', async () => {
    renderCase({ verbal: null });
    expect(await screen.findByTestId('answers-list', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comunicación verbal' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('case-verbal')).not.toBeInTheDocument();
  });
});

import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import type { PeopleRole } from '@atalaya/contract/people/people.schemas';
import { caseApiHandlers, caseDetailFixture } from '@/testing/case-detail-fixtures.ts';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { CaseDetailRoute } from './case-detail.tsx';

type Meeting = NonNullable<CaseDetail['reunion']>;

const requested: Meeting = {
  modalidad: 'presencial',
  disponibilidad: 'Tardes, de lunes a jueves',
  fec_solicitada: '2026-11-22T09:30:00.000Z',
  // Far ahead: not overdue whatever day the test runs.
  vence: '2099-12-31',
  propuesta: null,
};

type Refusal = { status: number; message: string; errors?: Array<{ path: string; message: string }> };

/**
 * The case page of a person of role `rol` for a case whose meeting the server keeps: each proposal
 * is recorded and answered with the next refusal queued, or stored and read again with the case.
 */
function renderCase(reunion: Meeting | null, options: { rol?: PeopleRole; detail?: Partial<CaseDetail> } = {}) {
  let detail: Partial<CaseDetail> = { ...options.detail, reunion };
  const proposals: unknown[] = [];
  const refusals: Refusal[] = [];
  server.use(...publicDataHandlers(), ...caseApiHandlers({ detail }).handlers);
  server.use(
    http.get('/api/common/user', () =>
      HttpResponse.json({
        id: 'u1',
        name: 'Ana',
        email: 'ana@example.org',
        avatar: null,
        status: 'online',
        rol: options.rol ?? 'gestor',
      }),
    ),
    http.get('/api/denuncias/den_denuncias/9/actuaciones', () => HttpResponse.json({ success: true, data: [] })),
    http.get('/api/denuncias/den_denuncias/9', () =>
      HttpResponse.json({ success: true, data: { ...caseDetailFixture, ...detail } }),
    ),
    http.put('/api/denuncias/den_denuncias/9/reunion', async ({ request }) => {
      const body = (await request.json()) as { fecha: string; lugar: string };
      proposals.push(body);
      const refusal = refusals.shift();
      if (refusal) {
        return HttpResponse.json(
          { success: false, code: 'VALIDATION_FAILED', message: refusal.message, errors: refusal.errors },
          { status: refusal.status },
        );
      }
      const meeting: Meeting = {
        ...(detail.reunion ?? requested),
        propuesta: { ...body, fec_propuesta: '2026-11-24T08:15:00.000Z' },
      };
      detail = { ...detail, reunion: meeting };
      return HttpResponse.json({ success: true, message: 'Propuesta de reunión enviada', data: meeting });
    }),
  );
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  const { queryClient } = renderRoutes(
    [{ path: '/admin/denuncias/gestion/:iddenuncia', element: <CaseDetailRoute /> }],
    ['/admin/denuncias/gestion/9'],
  );
  return { proposals, refusals, queryClient };
}

async function meetingSection() {
  return screen.findByRole('region', { name: 'Reunión solicitada' }, { timeout: 6000 });
}

function factOf(section: HTMLElement, label: string) {
  return within(section).getByText(label).nextElementSibling;
}

describe('the meeting a reporter asked for, in the case (art 7.2 Ley 2/2023)', () => {
  it('shows how and when it was asked for, the availability and the deadline to propose a date', async () => {
    renderCase(requested);
    const section = await meetingSection();
    expect(section).toHaveAttribute('data-testid', 'case-meeting');
    expect(factOf(section, 'Modalidad')).toHaveTextContent('Presencial');
    expect(factOf(section, 'Solicitada')).toHaveTextContent('22 de noviembre de 2026');
    expect(factOf(section, 'Disponibilidad')).toHaveTextContent('Tardes, de lunes a jueves');
    expect(within(section).getByTestId('case-meeting-deadline')).toHaveTextContent(
      'Proponer fecha antes del 31 de diciembre de 2099',
    );
    expect(within(section).queryByTestId('case-meeting-overdue')).not.toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Proponer fecha' })).toBeInTheDocument();
  });

  it('flags the deadline "Vencido" once its last day is past with no date proposed', async () => {
    renderCase({ ...requested, modalidad: 'videollamada', disponibilidad: null, vence: '2020-01-05' });
    const section = await meetingSection();
    expect(factOf(section, 'Modalidad')).toHaveTextContent('Videollamada');
    expect(factOf(section, 'Disponibilidad')).toHaveTextContent('No indicada');
    const chip = within(section).getByTestId('case-meeting-overdue');
    expect(chip).toHaveTextContent('Vencido');
    expect(chip).toHaveClass('MuiChip-colorError');
  });

  it('proposes a date and place; a field the server refuses is said under it; then shows the proposal', async () => {
    const { proposals, refusals } = renderCase(requested);
    const section = await meetingSection();
    const propose = await within(section).findByRole('button', { name: 'Proponer fecha' });

    // Nothing filled in: refused here, nothing sent.
    await userEvent.click(propose);
    expect(await within(section).findByText('Indique una fecha y hora válidas')).toBeInTheDocument();
    expect(within(section).getByText('Indique el lugar o el enlace de la videollamada')).toBeInTheDocument();
    expect(proposals).toEqual([]);

    refusals.push({
      status: 400,
      message: 'Los datos enviados no son válidos',
      errors: [{ path: 'body.fecha', message: 'La fecha de la reunión debe ser posterior a ahora' }],
    });
    const date = within(section).getByLabelText(/Fecha y hora/);
    fireEvent.change(date, { target: { value: '2026-11-20T10:30' } });
    await userEvent.type(
      within(section).getByRole('textbox', { name: /Lugar o enlace de la videollamada/ }),
      'Sala 2, planta baja',
    );
    await userEvent.click(propose);
    await waitFor(() => {
      expect(date).toHaveAccessibleDescription('La fecha de la reunión debe ser posterior a ahora');
    });
    expect(date).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(date, { target: { value: '2099-12-03T10:30' } });
    await userEvent.click(propose);

    const proposal = await within(section).findByTestId('case-meeting-proposal');
    expect(proposals).toEqual([
      { fecha: '2026-11-20T10:30', lugar: 'Sala 2, planta baja' },
      { fecha: '2099-12-03T10:30', lugar: 'Sala 2, planta baja' },
    ]);
    expect(factOf(proposal, 'Fecha propuesta')).toHaveTextContent('03/12/2099 10:30');
    expect(factOf(proposal, 'Lugar o enlace')).toHaveTextContent('Sala 2, planta baja');
    expect(factOf(proposal, 'Propuesta el')).toHaveTextContent('24 de noviembre de 2026');
    expect(within(section).queryByTestId('case-meeting-form')).not.toBeInTheDocument();
    expect(within(section).queryByTestId('case-meeting-deadline')).not.toBeInTheDocument();

    // "Cambiar propuesta" opens the form again, prefilled.
    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar propuesta' }));
    expect(within(section).getByLabelText(/Fecha y hora/)).toHaveValue('2099-12-03T10:30');
    expect(within(section).getByRole('textbox', { name: /Lugar o enlace de la videollamada/ })).toHaveValue(
      'Sala 2, planta baja',
    );
  });

  it('says why a proposal is refused when it is not about a field', async () => {
    const { refusals } = renderCase(requested);
    const section = await meetingSection();
    const propose = await within(section).findByRole('button', { name: 'Proponer fecha' });
    refusals.push({ status: 400, message: 'La persona informante no ha solicitado una reunión' });
    fireEvent.change(within(section).getByLabelText(/Fecha y hora/), { target: { value: '2099-12-03T10:30' } });
    await userEvent.type(
      within(section).getByRole('textbox', { name: /Lugar o enlace de la videollamada/ }),
      'https://meet.example.org/abc',
    );
    await userEvent.click(propose);
    expect(await within(section).findByTestId('case-meeting-refusal')).toHaveTextContent(
      'No se ha enviado la propuesta · La persona informante no ha solicitado una reunión',
    );
  });

  it('shows an auditor the proposal with no form and no "Cambiar propuesta"', async () => {
    const { queryClient } = renderCase(
      {
        ...requested,
        propuesta: { fecha: '2099-12-03T10:30', lugar: 'Sala 2', fec_propuesta: '2026-11-24T08:15:00.000Z' },
      },
      { rol: 'auditor' },
    );
    const section = await meetingSection();
    // Every read answered, the role among them: what shows now is what an auditor gets.
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(factOf(within(section).getByTestId('case-meeting-proposal'), 'Lugar o enlace')).toHaveTextContent('Sala 2');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).queryByTestId('case-meeting-form')).not.toBeInTheDocument();
  });

  it('has no form for an auditor while a date is due', async () => {
    const { queryClient } = renderCase(requested, { rol: 'auditor' });
    const section = await meetingSection();
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(within(section).getByTestId('case-meeting-deadline')).toBeInTheDocument();
    expect(within(section).queryByTestId('case-meeting-form')).not.toBeInTheDocument();
  });

  it('has no form once the case is resolved, even for a Responsable', async () => {
    renderCase(requested, {
      rol: 'responsable',
      detail: { idestadodenuncia: 1, estado: 'Resuelta', fec_resolucion: '2026-12-10T10:00:00.000Z' },
    });
    const section = await meetingSection();
    // The handlers' own tab shows once the role is known.
    await screen.findByRole('tab', { name: 'Actuaciones y medidas' });
    expect(within(section).getByTestId('case-meeting-deadline')).toBeInTheDocument();
    expect(within(section).queryByTestId('case-meeting-form')).not.toBeInTheDocument();
  });

  it('has no meeting section when none was asked for', async () => {
    renderCase(null);
    expect(await screen.findByTestId('answers-list', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByTestId('case-meeting')).not.toBeInTheDocument();
  });
});

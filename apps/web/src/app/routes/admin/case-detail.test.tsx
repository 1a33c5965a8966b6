import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import { caseApiHandlers, makeNotification } from '@/testing/case-detail-fixtures.ts';
import { formatDateTime } from '@/lib/format.ts';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { CaseDetailRoute } from './case-detail.tsx';

function renderCase(detail: Partial<CaseDetail> = {}, path = '/admin/denuncias/gestion/9') {
  const api = caseApiHandlers({
    detail,
    notifications: [
      makeNotification(1, { descripcion: 'Acuse de recibo' }),
      makeNotification(2, { descripcion: 'Requerimiento', iddocumento: 30 }),
    ],
  });
  server.use(...publicDataHandlers(), ...api.handlers);
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  const rendered = renderRoutes(
    [
      { path: '/admin/denuncias/gestion', element: <h1>Gestión</h1> },
      { path: '/admin/denuncias/gestion/:iddenuncia', element: <CaseDetailRoute /> },
    ],
    [path],
  );
  return { ...rendered, requests: api.requests };
}

async function header() {
  return screen.findByTestId('case-header', undefined, { timeout: 6000 });
}

describe('/admin/denuncias/gestion/:iddenuncia', () => {
  it('shows the code, type, received date, deadlines with their colour and the reporter’s contact and answers', async () => {
    renderCase({ dias_acuse: 3, dias_respuesta: -2 });
    const head = await header();
    // The case's one reference (decision 027) heads the page; the guid stays internal.
    expect(within(head).getByTestId('case-code')).toHaveTextContent('2026-0009');
    expect(within(head).getByTestId('case-code')).not.toHaveTextContent('8e9a34a1');
    expect(screen.getByRole('heading', { level: 1, name: 'Comunicación 2026-0009' })).toBeInTheDocument();
    expect(head).toHaveTextContent('Fraude o corrupción');
    expect(head).toHaveTextContent('20 de noviembre de 2026');
    const acuse = within(head).getByTestId('case-acuse');
    expect(acuse).toHaveTextContent('Pendiente, vence el 27 de noviembre de 2026');
    expect(within(acuse).getByTestId('deadline-chip')).toHaveAttribute('data-tone', 'soon');
    expect(within(acuse).getByTestId('deadline-chip')).toHaveTextContent('Quedan 3 días');
    const respuesta = within(head).getByTestId('case-respuesta');
    expect(within(respuesta).getByTestId('deadline-chip')).toHaveAttribute('data-tone', 'overdue');
    expect(within(respuesta).getByTestId('deadline-chip')).toHaveTextContent('Vencido hace 2 días');
    expect(within(respuesta).getByTestId('deadline-chip').className).toContain('colorError');

    expect(screen.getByTestId('case-contact')).toHaveTextContent('Ana Pérez');
    expect(screen.getByTestId('case-contact')).toHaveTextContent('ana@example.org');
    expect(screen.getByTestId('answers-list')).toHaveTextContent('Se adjudicó un contrato sin concurso.');
    const timeline = await screen.findByTestId('complaint-timeline');
    await waitFor(() => {
      expect(within(timeline).getAllByTestId('timeline-notification')).toHaveLength(2);
    });
    expect(within(timeline).getByTestId('timeline-in-progress')).toHaveTextContent('EN TRAMITE');
  });

  it('colours a far deadline green and says a case without contact data is anonymous', async () => {
    renderCase({
      dias_respuesta: 40,
      fec_acuse: '2026-11-21T10:00:00.000Z',
      dias_acuse: null,
      contacto: null,
      anonima: true,
    });
    const head = await header();
    expect(within(within(head).getByTestId('case-respuesta')).getByTestId('deadline-chip')).toHaveAttribute(
      'data-tone',
      'onTime',
    );
    expect(within(within(head).getByTestId('case-acuse')).queryByTestId('deadline-chip')).not.toBeInTheDocument();
    expect(screen.getByTestId('case-contact')).toHaveTextContent(
      'Comunicación anónima: la persona informante no ha facilitado datos de contacto.',
    );
  });

  it('changes the status with PUT …/estado among the tenant’s statuses, never offering "Resuelta"', async () => {
    const { requests } = renderCase();
    const head = await header();
    const select = await within(head).findByRole('combobox', { name: 'Cambiar estado' });
    await waitFor(() => {
      expect(select).toHaveTextContent('Recibida');
    });
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Recibida', 'En investigación']);
    await userEvent.click(screen.getByRole('option', { name: 'En investigación' }));

    expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'PUT', path: '/api/denuncias/den_denuncias/9/estado', body: { idestadodenuncia: 3 } },
    ]);
    await waitFor(() => {
      expect(within(head).getByRole('combobox', { name: 'Cambiar estado' })).toHaveTextContent('En investigación');
    });
  });

  it('says "Algo ha ido mal y no se ha actualizado" when the status change fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCase();
    server.use(
      http.put('/api/denuncias/den_denuncias/9/estado', () =>
        HttpResponse.json({ success: false, code: 'INTERNAL', message: 'Error interno' }, { status: 500 }),
      ),
    );
    const head = await header();
    await userEvent.click(await within(head).findByRole('combobox', { name: 'Cambiar estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'En investigación' }));
    expect(await screen.findByText('Algo ha ido mal y no se ha actualizado')).toBeInTheDocument();
  });

  it('resolves through the "Resolver" dialog, posting the resolution; then the actions and edits disappear', async () => {
    const { requests } = renderCase();
    const head = await header();
    await userEvent.click(within(head).getByRole('button', { name: 'Resolver' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolver la comunicación' });
    const confirm = within(dialog).getByRole('button', { name: 'Resolver' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Resolución/ }));
    await userEvent.paste('Se ha sancionado al responsable.');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/denuncias/den_denuncias/9/resolver',
        body: { resolucion: 'Se ha sancionado al responsable.' },
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(head).queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
    expect(within(head).queryByRole('button', { name: 'Prorrogar plazo' })).not.toBeInTheDocument();
    expect(within(head).queryByRole('combobox', { name: 'Cambiar estado' })).not.toBeInTheDocument();
    expect(within(head).getByTestId('case-status')).toHaveTextContent('Resuelta');
    expect(await screen.findByTestId('timeline-resolution-text')).toHaveTextContent('Se ha sancionado al responsable.');

    await userEvent.click(screen.getByRole('tab', { name: 'Notificaciones' }));
    expect(
      await within(await screen.findByTestId('notifications-table')).findByText('Acuse de recibo'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva notificación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument();
  });

  it('extends the deadline once: months 1–3 and a reason of at least 10 characters', async () => {
    const { requests } = renderCase();
    const head = await header();
    await userEvent.click(within(head).getByRole('button', { name: 'Prorrogar plazo' }));
    const dialog = screen.getByRole('dialog', { name: 'Prorrogar el plazo de respuesta' });
    const confirm = within(dialog).getByRole('button', { name: 'Prorrogar' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Meses de prórroga' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1 mes', '2 meses', '3 meses']);
    await userEvent.click(screen.getByRole('option', { name: '2 meses' }));
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    await userEvent.click(reason);
    await userEvent.paste('Complejo');
    expect(confirm).toBeDisabled();
    await userEvent.paste(' caso');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'POST', path: '/api/denuncias/den_denuncias/9/prorroga', body: { meses: 2, motivo: 'Complejo caso' } },
    ]);
    await waitFor(() => {
      expect(within(head).queryByRole('button', { name: 'Prorrogar plazo' })).not.toBeInTheDocument();
    });
    expect(within(head).getByTestId('case-prorroga')).toHaveTextContent('2 meses más, desde el 1 de diciembre de 2026');
    expect(within(head).getByTestId('case-prorroga')).toHaveTextContent('Complejo caso');
  });

  it('chats as the handler, and disables the chat with denuncias.denuncia_resuelta once resolved', async () => {
    renderCase({
      idestadodenuncia: 1,
      estado: 'Resuelta',
      fec_resolucion: '2027-01-15T12:00:00.000Z',
      resolucion: 'Fin.',
    });
    await header();
    await userEvent.click(screen.getByRole('tab', { name: 'Conversación' }));
    expect(await screen.findByTestId('chat-disabled')).toHaveTextContent(
      'La denuncia está resuelta y no admite nuevos mensajes.',
    );
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toBeDisabled();
  });

  it('labels the internal notes as seen by handlers only and adds one', async () => {
    renderCase();
    const added: unknown[] = [];
    server.use(
      http.post('/api/denuncias/den_notas_internas/', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: {
            idnota: 1,
            iddenuncia: 9,
            nota: 'Llamar al área',
            usuario: 'admin@example.org',
            fec_alta: '2026-12-01T10:00:00.000Z',
          },
        });
      }),
    );
    await header();
    await userEvent.click(screen.getByRole('tab', { name: 'Notas internas' }));
    expect(await screen.findByTestId('notes-private')).toHaveTextContent('Solo visible para gestores.');
    const add = screen.getByRole('button', { name: 'Añadir nota' });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: 'Nueva nota' }));
    await userEvent.paste('Llamar al área');
    await userEvent.click(add);
    expect(await within(screen.getByTestId('internal-notes')).findByText('Llamar al área')).toBeInTheDocument();
    expect(added).toEqual([{ den_notas_internas: { iddenuncia: 9, nota: 'Llamar al área' } }]);
  });

  it('shows the audit trail with translated actions, one server page at a time', async () => {
    renderCase();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/denuncias/den_auditoria/GetList', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          total: 1,
          data: [
            {
              idauditoria: 5,
              iddenuncia: 9,
              idusuario: 2,
              usuario: 'admin@example.org',
              accion: 'cambiar_estado',
              resultado: 'ok',
              detalle: 'de 2 a 3',
              fec_evento: '2026-12-01T10:00:00.000Z',
            },
          ],
        });
      }),
    );
    await header();
    await userEvent.click(screen.getByRole('tab', { name: 'Auditoría' }));
    const row = await screen.findByTestId('audit-row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime('2026-12-01T10:00:00.000Z', 'es'),
      'admin@example.org',
      'Cambio de estado',
      'Correcto',
      'de 2 a 3',
    ]);
    expect(bodies[0]).toMatchObject({ start: 0, length: 10, columns: [{ name: 'iddenuncia', data: 9 }] });
  });

  it('offers download, stamped and certified copies, and says so when a download fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCase();
    server.use(
      http.get('/api/gdoc/documento/30/copy', () =>
        HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'No encontrado' }, { status: 404 }),
      ),
    );
    await header();
    await userEvent.click(screen.getByRole('tab', { name: 'Documentos' }));
    const documents = await screen.findByTestId('case-documents');
    expect(within(documents).getByRole('button', { name: 'Copia sellada de notas.txt' })).toBeDisabled();
    expect(within(documents).getByRole('button', { name: 'Copia auténtica de notas.txt' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'PDF consolidado' })).toBeEnabled();
    await userEvent.click(within(documents).getByRole('button', { name: 'Copia sellada de contrato.pdf' }));
    const section = screen.getByRole('region', { name: 'Documentos' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error al descargar el documento',
    );
  });

  it('lets the notification content take an image from the tenant gallery', async () => {
    renderCase({}, '/admin/denuncias/gestion/9?tab=notificaciones');
    server.use(
      http.post('/api/denuncias/trans_imagenes/GetList', () =>
        HttpResponse.json({ success: true, total: 0, data: [] }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Nueva notificación' }, { timeout: 6000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Insertar imagen' }));
    expect(await screen.findByRole('dialog', { name: 'Elegir una imagen de la galería' })).toBeInTheDocument();
  });

  it('opens the tab named in ?tab=', async () => {
    renderCase({}, '/admin/denuncias/gestion/9?tab=notificaciones');
    expect(
      await screen.findByRole('tab', { name: 'Notificaciones', selected: true }, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('notifications-table')).toBeInTheDocument();
  });

  it('says the case does not exist for an unknown id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('/api/denuncias/den_denuncias/77', () =>
        HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'No existe el elemento' }, { status: 404 }),
      ),
    );
    renderCase({}, '/admin/denuncias/gestion/77');
    expect(
      await screen.findByText('No existe la comunicación indicada.', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
  });
});

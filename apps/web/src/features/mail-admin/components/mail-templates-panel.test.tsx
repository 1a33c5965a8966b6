import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '@atalaya/contract/mail/mail.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { MailTemplatesPanel } from './mail-templates-panel.tsx';
import { OutboxTable } from './outbox-table.tsx';

function template(idplantilla: number, evento: MailTemplate['evento'], ididioma: number): MailTemplate {
  return {
    idplantilla,
    evento,
    ididioma,
    asunto: `Asunto ${evento} ${ididioma} {{cliente}}`,
    cuerpo: `Cuerpo ${evento} ${ididioma} {{enlace}}`,
    activo: true,
    fec_modificacion: '2026-11-20T10:00:00.000Z',
  };
}

const templates: MailTemplate[] = [
  template(1, 'nueva_denuncia', 1),
  template(2, 'nueva_denuncia', 5),
  template(3, 'resolucion', 1),
];

function serveTemplates(onPut?: (body: unknown) => void) {
  server.use(
    http.post('/api/denuncias/mail_plantillas/GetList', () =>
      HttpResponse.json({ success: true, total: templates.length, data: templates }),
    ),
    http.put('/api/denuncias/mail_plantillas/', async ({ request }) => {
      const body = (await request.json()) as { mail_plantillas: MailTemplate };
      onPut?.(body);
      const saved = { ...templates[0], ...body.mail_plantillas, fec_modificacion: '2026-11-22T10:00:00.000Z' };
      return HttpResponse.json({ success: true, data: saved });
    }),
    http.post('/api/denuncias/mail_plantillas/preview', async ({ request }) => {
      const body = (await request.json()) as { asunto: string; cuerpo: string };
      return HttpResponse.json({
        success: true,
        data: {
          asunto: body.asunto.replace('{{cliente}}', 'Ayuntamiento'),
          cuerpo: body.cuerpo.replace('{{enlace}}', 'https://x'),
        },
      });
    }),
  );
}

describe('MailTemplatesPanel', () => {
  it('shows the template of the chosen event and language', async () => {
    serveTemplates();
    renderWithProviders(<MailTemplatesPanel />);
    expect(await screen.findByDisplayValue('Asunto nueva_denuncia 1 {{cliente}}')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    expect(await screen.findByDisplayValue('Asunto nueva_denuncia 5 {{cliente}}')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Español' }));
    await userEvent.click(screen.getByRole('button', { name: /Resolución/ }));
    expect(await screen.findByDisplayValue('Asunto resolucion 1 {{cliente}}')).toBeInTheDocument();
  });

  it('saves the edited subject (wrapped under mail_plantillas) and shows the spec §8 notice', async () => {
    let sent: unknown;
    serveTemplates((body) => {
      sent = body;
    });
    renderWithProviders(<MailTemplatesPanel />);
    const subject = await screen.findByLabelText(/Asunto/);
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Nuevo aviso');
    await userEvent.click(save);
    await waitFor(() =>
      expect(sent).toEqual({
        mail_plantillas: {
          idplantilla: 1,
          asunto: 'Nuevo aviso',
          cuerpo: 'Cuerpo nueva_denuncia 1 {{enlace}}',
          activo: true,
        },
      }),
    );
    expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
  });

  it('refuses unknown placeholders before saving and previews valid text', async () => {
    serveTemplates();
    renderWithProviders(<MailTemplatesPanel />);
    const subject = await screen.findByLabelText(/Asunto/);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Hola {{{{contenido}}');
    expect(await screen.findByText(/Solo se admiten los marcadores/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Aviso de {{{{cliente}}');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const preview = await screen.findByRole('region', { name: 'Vista previa' });
    expect(within(preview).getByText('Aviso de Ayuntamiento')).toBeInTheDocument();
  });
});

describe('OutboxTable', () => {
  it('lists mails and filters by state', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/denuncias/mail_outbox/GetList', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          total: 12_345,
          data: [
            {
              idcorreo: 4,
              evento: 'nueva_denuncia',
              destinatario: 'a***@example.es',
              asunto: 'Nueva comunicación',
              cuerpo: 'x',
              estado: 'error',
              intentos: 2,
              proximo_intento: '2026-11-22T10:00:00.000Z',
              ultimo_error: 'ECONNREFUSED',
              fec_alta: '2026-11-22T09:00:00.000Z',
              fec_envio: null,
            },
          ],
        });
      }),
    );
    renderWithProviders(<OutboxTable />);
    expect(await screen.findByText('a***@example.es')).toBeInTheDocument();
    expect(screen.getByText('Reintentando')).toBeInTheDocument();
    // The pager speaks the interface's language, numbers included.
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(screen.getByText('1–10 de 12.345')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(screen.getByRole('option', { name: 'Enviado' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ start: 0, length: 10, columns: [{ name: 'estado', data: 'enviado' }] }),
    );
  });
});

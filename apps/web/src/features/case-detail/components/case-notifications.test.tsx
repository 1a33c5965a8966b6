import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { setTokens } from '@/lib/tokens.ts';
import { defaultUploadLimits } from '@/lib/upload-limits.ts';
import { stubEditorLayout } from '@/testing/editor-layout.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { makeNotification } from '@/testing/case-detail-fixtures.ts';
import { CaseNotifications } from './case-notifications.tsx';

beforeAll(stubEditorLayout);

const base = '/api/denuncias/den_denuncia_notificaciones';

/** A notifications API kept in memory; `writes` records each write's method, path and body. */
function useNotificationsApi(initial: Notification[], failWith?: number) {
  let rows = [...initial];
  const writes: Array<{ method: string; path: string; body: unknown }> = [];
  function refuse() {
    return HttpResponse.json(
      { success: false, code: 'BUSINESS_RULE', message: 'La denuncia está resuelta y no admite cambios' },
      { status: failWith },
    );
  }
  server.use(
    http.post(`${base}/GetList`, () => HttpResponse.json({ success: true, total: rows.length, data: rows })),
    http.post(`${base}/`, async ({ request }) => {
      const body = (await request.json()) as { den_denuncia_notificaciones: Notification };
      writes.push({ method: 'POST', path: new URL(request.url).pathname, body });
      if (failWith) {
        return refuse();
      }
      const created = { ...body.den_denuncia_notificaciones, idnotificacion: 50, fec_alta: '2026-12-20T10:00:00.000Z' };
      rows = [...rows, created];
      return HttpResponse.json({ success: true, data: created });
    }),
    http.put(`${base}/`, async ({ request }) => {
      const body = (await request.json()) as { den_denuncia_notificaciones: Notification };
      writes.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      const updated = { ...body.den_denuncia_notificaciones, fec_alta: '2026-12-01T09:00:00.000Z' };
      rows = rows.map((row) => (row.idnotificacion === updated.idnotificacion ? updated : row));
      return HttpResponse.json({ success: true, data: updated });
    }),
    http.delete(`${base}/:id`, ({ params, request }) => {
      writes.push({ method: 'DELETE', path: new URL(request.url).pathname, body: null });
      if (failWith) {
        return refuse();
      }
      rows = rows.filter((row) => row.idnotificacion !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/denuncias/den_auditoria/GetList', () => HttpResponse.json({ success: true, total: 0, data: [] })),
  );
  return { writes };
}

function renderPanel(canEdit = true) {
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  return renderWithProviders(
    <CaseNotifications
      iddenuncia={9}
      ididioma={1}
      canEdit={canEdit}
      documentNames={{}}
      uploadLimits={defaultUploadLimits}
      onViewDocument={vi.fn()}
    />,
  );
}

describe('CaseNotifications', () => {
  it('creates a notification through "Alta" and says "Se ha creado correctamente"', async () => {
    const { writes } = useNotificationsApi([makeNotification(1, { descripcion: 'Acuse de recibo' })]);
    renderPanel();
    expect(await screen.findByText('Acuse de recibo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    const dialog = screen.getByRole('dialog', { name: 'Alta' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Descripción/ }));
    await userEvent.paste('Requerimiento');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Contenido/ }));
    await userEvent.paste('Aporte el contrato.');
    const confirm = within(dialog).getByRole('button', { name: 'Guardar' });
    await waitFor(() => {
      expect(confirm).toBeEnabled();
    });
    await userEvent.click(confirm);

    expect(await screen.findByText('Se ha creado correctamente')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: `${base}/`,
        body: {
          den_denuncia_notificaciones: {
            iddenuncia: 9,
            descripcion: 'Requerimiento',
            contenido: '<p>Aporte el contrato.</p>',
            ididioma: 1,
            iddocumento: null,
          },
        },
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await screen.findByText('Requerimiento')).toBeInTheDocument();
  });

  it('updates through "Edición" and says "Se ha actualizado correctamente"', async () => {
    const { writes } = useNotificationsApi([makeNotification(1, { descripcion: 'Acuse de recibo' })]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar «Acuse de recibo»' }));
    const dialog = screen.getByRole('dialog', { name: 'Edición' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Descripción/ }), ' enviado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      body: { den_denuncia_notificaciones: { idnotificacion: 1, descripcion: 'Acuse de recibo enviado' } },
    });
  });

  it('asks "¿Está seguro que desea eliminar este elemento?" before deleting, then says so', async () => {
    const { writes } = useNotificationsApi([makeNotification(1, { descripcion: 'Acuse de recibo' })]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar «Acuse de recibo»' }));
    const confirm = screen.getByRole('dialog');
    expect(confirm).toHaveAccessibleDescription('¿Está seguro que desea eliminar este elemento?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(writes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar «Acuse de recibo»' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se ha eliminado correctamente el elemento')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: `${base}/1`, body: null }]);
    await waitFor(() => {
      expect(screen.queryByText('Acuse de recibo')).not.toBeInTheDocument();
    });
  });

  it('says "Algo ha ido mal y no se ha eliminado el elemento" when a delete fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useNotificationsApi([makeNotification(1, { descripcion: 'Acuse de recibo' })], 409);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar «Acuse de recibo»' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Algo ha ido mal y no se ha eliminado el elemento')).toBeInTheDocument();
    expect(screen.getByText('Acuse de recibo')).toBeInTheDocument();
  });

  it('shows the server message once (not the generic one) when the case was resolved meanwhile (501)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useNotificationsApi([makeNotification(1, { descripcion: 'Acuse de recibo' })], 501);
    server.use(
      http.get('/api/denuncias/den_denuncias/9', () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar «Acuse de recibo»' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('La denuncia está resuelta y no admite cambios')).toBeInTheDocument();
    expect(screen.queryByText('Algo ha ido mal y no se ha eliminado el elemento')).not.toBeInTheDocument();
  });

  it('uploads a document, links it to the case and points the notification at it', async () => {
    const { writes } = useNotificationsApi([]);
    const linkBodies: unknown[] = [];
    server.use(
      http.post('/api/gdoc/documento/postupload', () =>
        HttpResponse.json({
          success: true,
          iddocumento: 44,
          data: {
            iddocumento: 44,
            descripcion: '',
            nombre: 'acta.pdf',
            tipo_mime: 'application/pdf',
            tamano: 5,
            sha256: 'a'.repeat(64),
            fec_alta: '2026-12-01T10:00:00.000Z',
          },
        }),
      ),
      http.post('/api/gdoc/documento/', async ({ request }) => {
        linkBodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: {
            iddenunciadoc: 7,
            iddenuncia: 9,
            iddocumento: 44,
            descripcion: 'acta.pdf',
            nombre: 'acta.pdf',
            tipo_mime: 'application/pdf',
            tamano: 5,
            origen: 'gestor',
            fec_alta: '2026-12-01T10:00:00.000Z',
          },
        });
      }),
      http.post('/api/denuncias/den_denuncia_docs/GetList', () =>
        HttpResponse.json({ success: true, total: 0, data: [] }),
      ),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva notificación' }));
    const dialog = screen.getByRole('dialog', { name: 'Alta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjuntar documento' }));
    const upload = screen.getByRole('dialog', { name: 'Adjuntar archivo' });
    await userEvent.upload(
      within(upload).getByTestId('upload-file-input'),
      new File(['%PDF-'], 'acta.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(upload).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByTestId('notification-document')).toHaveTextContent('acta.pdf');
    expect(linkBodies).toEqual([{ documento: { iddocumento: 44, iddenuncia: 9, descripcion: 'acta.pdf' } }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Adjuntar archivo' })).not.toBeInTheDocument();
    });

    await userEvent.click(within(dialog).getByRole('textbox', { name: /Descripción/ }));
    await userEvent.paste('Con acta');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Contenido/ }));
    await userEvent.paste('Adjuntamos el acta.');
    const confirm = within(dialog).getByRole('button', { name: 'Guardar' });
    await waitFor(() => {
      expect(confirm).toBeEnabled();
    });
    await userEvent.click(confirm);
    expect(await screen.findByText('Se ha creado correctamente')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ body: { den_denuncia_notificaciones: { iddocumento: 44 } } });
  });

  it('opens no editor and offers no delete when the case is resolved', async () => {
    useNotificationsApi([makeNotification(1, { descripcion: 'Acuse de recibo', contenido: '<p>Recibida.</p>' })]);
    renderPanel(false);
    expect(await screen.findByText('Acuse de recibo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver «Acuse de recibo»' }));
    expect(await screen.findByTestId('notification-content')).toHaveTextContent('Recibida.');
  });
});

import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import type { TenantSettingsData } from '../api/tenant-settings.ts';
import { TenantSettingsForm } from './tenant-settings-form.tsx';

const initial: TenantSettingsData = {
  idcliente: 1,
  nombre: 'Ayuntamiento de Ejemplo',
  logo: '',
  hostnames: ['canal.ejemplo.es'],
  idiomas: ['es', 'en'],
  festivos: [{ fecha: '2026-12-08', descripcion: 'Inmaculada' }],
  canal_externo_url: '',
  canal_externo_nombre: '',
  accesibilidad: {
    estado: 'parcial',
    metodo: 'autoevaluacion',
    fecha_preparacion: '',
    fecha_revision: '',
    contacto_email: '',
  },
  acuse_texto: {},
  max_tamano_archivo: 20 * 1024 * 1024,
  max_archivos: 10,
  tipos_permitidos: ['application/pdf', 'image/png'],
  admitir_con_metadatos: false,
  max_subidas_hora: 200,
  max_denuncias_hora: 30,
  max_mensajes_hora: 300,
  dos_factores_obligatorio: false,
  minutos_inactividad: 15,
};

describe('TenantSettingsForm', { timeout: 40_000 }, () => {
  it('saves every change in one PUT with the contract shape and shows the update notice', async () => {
    let sent: { ajustes: TenantSettingsData } | undefined;
    server.use(
      http.put('/api/admin/cliente/ajustes', async ({ request }) => {
        sent = (await request.json()) as { ajustes: TenantSettingsData };
        return HttpResponse.json({ success: true, data: { ...initial, ...sent.ajustes } });
      }),
    );
    renderWithProviders(<TenantSettingsForm initial={initial} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Dominio'));
    await user.paste('otro.ejemplo.es');
    await user.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Euskara' }));
    await user.click(screen.getByLabelText('Enlace al canal externo de la autoridad'));
    await user.paste('https://antifraude.example.es');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.ajustes).toMatchObject({
      hostnames: ['canal.ejemplo.es', 'otro.ejemplo.es'],
      idiomas: ['es', 'eu', 'en'],
      canal_externo_url: 'https://antifraude.example.es',
      festivos: [{ fecha: '2026-12-08', descripcion: 'Inmaculada' }],
    });
    expect(sent).not.toHaveProperty('logo');
    expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
  });

  it('offers "admit files that keep their metadata", off by default with its explanation, and saves it', async () => {
    let sent: { ajustes: TenantSettingsData } | undefined;
    server.use(
      http.put('/api/admin/cliente/ajustes', async ({ request }) => {
        sent = (await request.json()) as { ajustes: TenantSettingsData };
        return HttpResponse.json({ success: true, data: { ...initial, ...sent.ajustes } });
      }),
    );
    renderWithProviders(<TenantSettingsForm initial={initial} />);
    const toggle = screen.getByRole('switch', { name: 'Admitir archivos que conservan sus metadatos' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Los documentos antiguos de Word y Excel (.doc, .xls) y el audio OGG no se pueden limpiar de metadatos (autor, fechas…). Si lo activa, los informantes podrán adjuntarlos tras un aviso de que pueden identificarles y el expediente los marcará; si no, se rechazan.',
    );
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.ajustes.admitir_con_metadatos).toBe(true);
  });

  it('shows the field errors and sends nothing while the form is invalid', async () => {
    let calls = 0;
    server.use(
      http.put('/api/admin/cliente/ajustes', () => {
        calls += 1;
        return HttpResponse.json({ success: true, data: initial });
      }),
    );
    renderWithProviders(<TenantSettingsForm initial={initial} />);
    await userEvent.clear(screen.getByLabelText(/Nombre de la organización/));
    await userEvent.click(screen.getByTestId('CancelIcon'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Indique al menos un dominio')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Español' })).toBeDisabled();
    expect(calls).toBe(0);
  });

  it('saves the external authority by name and the accessibility facts with the rest', async () => {
    let sent: { ajustes: TenantSettingsData } | undefined;
    server.use(
      http.put('/api/admin/cliente/ajustes', async ({ request }) => {
        sent = (await request.json()) as { ajustes: TenantSettingsData };
        return HttpResponse.json({ success: true, data: { ...initial, ...sent.ajustes } });
      }),
    );
    renderWithProviders(<TenantSettingsForm initial={initial} />);
    fireEvent.change(screen.getByLabelText('Autoridad del canal externo'), {
      target: { value: 'Oficina Antifrau de Catalunya' },
    });
    expect(screen.getByRole('region', { name: 'Declaración de accesibilidad' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.ajustes).toMatchObject({
      canal_externo_nombre: 'Oficina Antifrau de Catalunya',
      accesibilidad: initial.accesibilidad,
    });
  });

  it("says under the file size that the default is the spec's 2 MB and how far it can be raised", async () => {
    renderWithProviders(<TenantSettingsForm initial={initial} />);
    expect(
      await screen.findByText(
        'Por defecto, 2 MB por archivo, el máximo de la especificación; puede ampliarlo hasta 100 MB.',
      ),
    ).toBeInTheDocument();
  });
  it('sets "second factor for everyone" and the idle lock minutes, with their help, and refuses 0 minutes', async () => {
    let sent: { ajustes: TenantSettingsData } | undefined;
    server.use(
      http.put('/api/admin/cliente/ajustes', async ({ request }) => {
        sent = (await request.json()) as { ajustes: TenantSettingsData };
        return HttpResponse.json({ success: true, data: { ...initial, ...sent.ajustes } });
      }),
    );
    renderWithProviders(<TenantSettingsForm initial={initial} />);
    const toggle = screen.getByRole('switch', { name: 'Exigir segundo factor a todas las personas' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/antes de entrar/);
    const minutes = screen.getByRole('spinbutton', { name: 'Bloqueo por inactividad (minutos)' });
    expect(minutes).toHaveValue(15);
    fireEvent.change(minutes, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Mínimo 1 minuto')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    fireEvent.change(minutes, { target: { value: '30' } });
    await userEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.ajustes).toMatchObject({ dos_factores_obligatorio: true, minutos_inactividad: 30 });
  });
});

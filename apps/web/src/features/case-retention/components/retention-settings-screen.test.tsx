import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { RetentionSettingsScreen } from './retention-settings-screen.tsx';

const path = '/api/admin/cliente/retencion';

function serve() {
  let stored = { meses_sin_investigacion: 3, meses_tras_cierre: 3, anios_registro: 10 };
  const puts: unknown[] = [];
  server.use(
    http.get(path, () => HttpResponse.json({ success: true, data: stored })),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as typeof stored;
      puts.push(body);
      stored = body;
      return HttpResponse.json({ success: true, data: stored });
    }),
  );
  return puts;
}

function field(name: RegExp) {
  return screen.getByRole('spinbutton', { name });
}

describe('RetentionSettingsScreen', () => {
  it("explains the law's defaults and shows the tenant's periods", async () => {
    serve();
    renderWithProviders(<RetentionSettingsScreen />);
    expect(await screen.findByRole('spinbutton', { name: /Meses sin investigación/ })).toHaveValue(3);
    expect(screen.getByTestId('retention-law')).toHaveTextContent(
      /se suprimen a los 3 meses de recibirla \(art\. 32\.4\).*10 años como máximo \(art\. 26\.2\)/,
    );
    expect(field(/Meses tras el cierre/)).toHaveValue(3);
    expect(field(/Años en el libro-registro/)).toHaveValue(10);
    expect(field(/Meses sin investigación/)).toHaveAccessibleDescription(
      'Desde la recepción, si no se ha iniciado la investigación. Un número entero entre 1 y 3.',
    );
  });

  it('refuses periods beyond the law’s bounds on the client, then saves whole numbers', async () => {
    const puts = serve();
    renderWithProviders(<RetentionSettingsScreen />);
    const months = await screen.findByRole('spinbutton', { name: /Meses sin investigación/ });
    await userEvent.clear(months);
    await userEvent.type(months, '4');
    await userEvent.clear(field(/Años en el libro-registro/));
    await userEvent.type(field(/Años en el libro-registro/), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(months).toHaveAccessibleDescription('Un número entero entre 1 y 3.');
    expect(months).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Años en el libro-registro/)).toHaveAccessibleDescription('Un número entero entre 1 y 10.');
    expect(months).toHaveFocus();
    expect(puts).toEqual([]);

    await userEvent.clear(months);
    await userEvent.type(months, '2');
    await userEvent.clear(field(/Meses tras el cierre/));
    await userEvent.type(field(/Meses tras el cierre/), '24');
    await userEvent.clear(field(/Años en el libro-registro/));
    await userEvent.type(field(/Años en el libro-registro/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plazos de conservación guardados.')).toBeInTheDocument();
    expect(puts).toEqual([{ meses_sin_investigacion: 2, meses_tras_cierre: 24, anios_registro: 5 }]);
    expect(months).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s refusal under its field and in an alert', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve();
    server.use(
      http.put(path, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Los datos enviados no son válidos',
            errors: [{ path: 'body.meses_tras_cierre', message: 'Máximo 120' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<RetentionSettingsScreen />);
    await screen.findByRole('spinbutton', { name: /Meses sin investigación/ });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('retention-settings-refusal')).toHaveTextContent(
      'No se han podido guardar los plazos · Los datos enviados no son válidos',
    );
    await waitFor(() => {
      expect(field(/Meses tras el cierre/)).toHaveAccessibleDescription('Máximo 120');
    });
  });
});

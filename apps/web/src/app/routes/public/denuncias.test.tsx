import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicDataHandlers, testCliente } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeTokenPair } from '@/testing/tokens.ts';
import { appRoutes } from '../../router.tsx';

const externalChannel = 'https://www.proteccioninformante.gob.es/';

describe('/denuncias', () => {
  it('shows the channel block, the external channel link and the two actions', async () => {
    server.use(
      http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
      http.get('/api/publico/cliente/info', () =>
        HttpResponse.json({
          success: true,
          cliente: testCliente,
          parametros_aplicacion: { version: '1.0.0', idiomas_disponibles: ['es'], max_file_bytes: 2097152 },
          parametros_cliente: { canal_externo_url: externalChannel },
          idiomas: [],
          festivos: [],
        }),
      ),
      ...publicDataHandlers({
        contents: [
          {
            idcontent: 2,
            codigo: 'denuncias',
            ididioma: 1,
            titulo: 'Comunicaciones Anónimas',
            contenido: '<p>Puede comunicar sin identificarse.</p>',
            visible: true,
          },
        ],
      }),
    );
    renderRoutes(appRoutes, ['/denuncias']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicaciones Anónimas' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('content-block')).toHaveTextContent('Puede comunicar sin identificarse.');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Presentar una comunicación' })).toHaveAttribute(
      'href',
      '/denuncias/nueva',
    );
    expect(within(main).getByRole('link', { name: 'Consultar una comunicación' })).toHaveAttribute(
      'href',
      '/denuncias/seguimiento',
    );
    const external = await within(main).findByRole('link', {
      name: /Canal externo: Autoridad Independiente de Protección del Informante/,
    });
    expect(external).toHaveAttribute('href', externalChannel);
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName(/se abre en una pestaña nueva/);
  });
});

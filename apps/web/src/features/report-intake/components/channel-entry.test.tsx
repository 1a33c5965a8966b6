import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render.tsx';
import { ChannelActions, ExternalChannelNotice } from './channel-entry.tsx';

describe('channel entry', () => {
  it('offers filing and following up as links to their pages', () => {
    renderRoutes([
      { path: '/', element: <ChannelActions fileHref="/denuncias/nueva" followUpHref="/denuncias/seguimiento" /> },
    ]);
    expect(screen.getByRole('link', { name: 'Presentar una comunicación' })).toHaveAttribute(
      'href',
      '/denuncias/nueva',
    );
    expect(screen.getByRole('link', { name: 'Consultar con mi código' })).toHaveAttribute(
      'href',
      '/denuncias/seguimiento',
    );
    expect(screen.getByText('No necesita cuenta y puede hacerlo de forma anónima.')).toBeInTheDocument();
  });

  it('names the authority of the external channel, the national one when the tenant names none', () => {
    const { unmount } = renderRoutes([
      {
        path: '/',
        element: <ExternalChannelNotice url="https://www.antifraucv.es/" authority="Agencia Valenciana Antifraude" />,
      },
    ]);
    expect(screen.getByRole('link', { name: /^Canal externo: Agencia Valenciana Antifraude/ })).toHaveAttribute(
      'href',
      'https://www.antifraucv.es/',
    );
    unmount();

    renderRoutes([{ path: '/', element: <ExternalChannelNotice url="https://www.proteccioninformante.gob.es/" /> }]);
    expect(
      screen.getByRole('link', { name: /^Canal externo: Autoridad Independiente de Protección del Informante/ }),
    ).toBeInTheDocument();
  });

  it('says nothing about an external channel the tenant has not set', () => {
    renderRoutes([{ path: '/', element: <ExternalChannelNotice authority="Agencia Valenciana Antifraude" /> }]);
    expect(screen.queryByTestId('external-channel')).not.toBeInTheDocument();
  });
});

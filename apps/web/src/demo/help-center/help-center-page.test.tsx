import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { helpCenterArea } from '@atalaya/demo-api/areas/help-center';
import { createDemoApi } from '@atalaya/demo-api/engine';
import { createMswHandlers } from '@atalaya/demo-api/msw-handlers';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { HelpCenterPage } from './help-center-page.tsx';

/** The screens against the help center's own engine area, through the same MSW handlers as the browser. */
function renderHelpCenter(path: string) {
  return renderRoutes([{ path: '/demo/apps/help-center/*', element: <HelpCenterPage /> }], [path]);
}

beforeEach(() => {
  const api = createDemoApi({ areas: [helpCenterArea], delayScale: 0 });
  server.use(...createMswHandlers(api, { origin: window.location.origin }));
});

// Whole screens with typing: generous under a loaded machine.
describe('help center screens', { timeout: 45_000 }, () => {
  it('searches FAQ questions and guide titles; a FAQ result opens its answer', async () => {
    const user = userEvent.setup();
    renderHelpCenter('/demo/apps/help-center');
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Lo más preguntado' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en preguntas y guías' }), 'refund');
    const results = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
    const links = within(results).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'How do refunds work?Pregunta frecuente · Payments',
      'Ask for a refundGuía · Payments',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 resultados');
    await user.click(links[0] as HTMLElement);
    const question = await screen.findByRole('button', { name: 'How do refunds work?' });
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Which payment methods are accepted?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('lists five guides per category with "see all" only where there are more', async () => {
    renderHelpCenter('/demo/apps/help-center/guides');
    const account = await screen.findByRole('list', { name: 'Guías de «Your account»' });
    expect(within(account).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Ver las 8 guías de «Your account»' })).toHaveAttribute(
      'href',
      '/demo/apps/help-center/guides/your-account',
    );
    expect(within(screen.getByRole('list', { name: 'Guías de «Settings»' })).getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: /Ver las 4 guías/ })).not.toBeInTheDocument();
  });

  it('shows one guide as text blocks with a breadcrumb back to its category', async () => {
    renderHelpCenter('/demo/apps/help-center/guides/payments/add-prepaid-credit');
    const article = await screen.findByRole('article', { name: 'Add prepaid credit' });
    expect(within(article).getByRole('heading', { level: 3, name: 'Step by step' })).toBeInTheDocument();
    expect(within(article).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(article.textContent).not.toMatch(/<\/?(p|ol|li|h2)>/);
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/demo/apps/help-center/guides/payments',
    );
  });

  it('says an unknown guide does not exist', async () => {
    renderHelpCenter('/demo/apps/help-center/guides/payments/nothing-here');
    expect(await screen.findByText('No existe.')).toBeInTheDocument();
  });

  it('validates the support form, then confirms locally that it is a demo', async () => {
    const user = userEvent.setup();
    renderHelpCenter('/demo/apps/help-center/support');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(screen.getByText('Cuéntanos un poco más: al menos 20 caracteres.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Noa Vidal');
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'noa@mail.example');
    await user.type(screen.getByRole('textbox', { name: /Asunto/ }), 'Transfer a license');
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'Can I hand my license over to a client?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Gracias, Noa Vidal. Hemos recibido tu mensaje.');
    expect(status).toHaveTextContent('Esto es una demo: el mensaje no se ha enviado a nadie ni se ha guardado.');
  });
});

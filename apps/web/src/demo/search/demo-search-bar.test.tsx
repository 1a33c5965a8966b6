import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import type { SearchGroup } from './search-api.ts';
import { DemoSearchBar } from './demo-search-bar.tsx';

const groups: SearchGroup[] = [
  {
    id: 'contacts',
    results: [
      { id: 'c1', title: 'Marta Albero', subtitle: 'Nube Labs', link: '/apps/contacts/c1' },
      { id: 'c2', title: 'Marco Vidal', link: '/apps/contacts/c2' },
    ],
  },
  {
    id: 'pages',
    results: [
      {
        id: 'mailbox',
        title: 'Mailbox',
        link: '/apps/mailbox',
        titles: { es: 'Correo', cat: 'Correu', eu: 'Posta', ga: 'Correo', en: 'Mailbox' },
      },
    ],
  },
];

function setup() {
  const queries: string[] = [];
  server.use(
    http.post('*/api/common/search', async ({ request }) => {
      const { query } = (await request.json()) as { query: string };
      queries.push(query);
      return HttpResponse.json(query.startsWith('mar') ? groups : []);
    }),
  );
  const { router } = renderRoutes(
    [
      { path: '/demo/start', element: <DemoSearchBar /> },
      { path: '/demo/apps/*', element: <DemoSearchBar /> },
    ],
    ['/demo/start'],
  );
  return { router, queries };
}

describe('DemoSearchBar', () => {
  it('asks once after typing stops and lists the groups in a listbox', async () => {
    const { queries } = setup();
    const box = screen.getByRole('combobox', { name: 'Buscar en la demo' });
    await userEvent.type(box, 'mar');
    const listbox = await screen.findByRole('listbox', { name: 'Resultados de la búsqueda' });
    const contactGroup = await within(listbox).findByRole('group', { name: 'Contactos' });
    expect(queries).toEqual(['mar']);
    expect(within(contactGroup).getAllByRole('option')).toHaveLength(2);
    // A page's title in the interface language.
    expect(within(within(listbox).getByRole('group', { name: 'Páginas' })).getByRole('option')).toHaveTextContent(
      'Correo',
    );
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with the arrows, follows the active result with Enter, Escape closes', async () => {
    const { router } = setup();
    const box = screen.getByRole('combobox', { name: 'Buscar en la demo' });
    await userEvent.type(box, 'mar');
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/apps/contacts/c1'));
  });

  it('says when nothing is found', async () => {
    setup();
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar en la demo' }), 'zzz');
    expect(await screen.findByText('Sin resultados para «zzz».')).toBeInTheDocument();
  });
});

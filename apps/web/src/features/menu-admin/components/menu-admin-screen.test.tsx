import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Menu, MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { getNotices } from '@/lib/notices.ts';
import { confirmDeletion, fill } from '@/testing/admin-crud.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { MenuAdminScreen } from './menu-admin-screen.tsx';

const base = '/api/denuncias';
/** The dialog interactions run long under a loaded test machine. */
const slowTest = 60_000;

type Calls = { posts: Record<string, unknown>[]; puts: Record<string, unknown>[]; deletes: string[] };

function seed(): { menus: Menu[]; options: MenuOption[] } {
  return {
    menus: [
      { idmenu: 1, titulo: 'Enlaces', codigo: 'pie', ididioma: 1 },
      { idmenu: 2, titulo: 'Links', codigo: 'pie', ididioma: 5 },
    ],
    options: [
      { idopcion: 11, idmenu: 1, titulo: 'Primera', url: '/denuncias', orden: 10, visible: true },
      { idopcion: 12, idmenu: 1, titulo: 'Segunda', url: 'https://example.org/ayuda', orden: 20, visible: true },
      { idopcion: 13, idmenu: 1, titulo: 'Tercera', url: '#contacto', orden: 30, visible: false },
      { idopcion: 21, idmenu: 2, titulo: 'Legal notice', url: '/aviso', orden: 10, visible: true },
    ],
  };
}

function idmenuFilter(body: unknown): unknown {
  const columns = (body as { columns?: { name: string; data: unknown }[] }).columns ?? [];
  return columns.find((column) => column.name === 'idmenu')?.data;
}

/** trans_menu and trans_menu_opcion behind the generic resource routes, in memory. */
function useMenusApi(): Calls {
  let { menus, options } = seed();
  const calls: Calls = { posts: [], puts: [], deletes: [] };
  server.use(
    http.post(`${base}/trans_menu/GetList`, () =>
      HttpResponse.json({ success: true, total: menus.length, data: menus }),
    ),
    http.post(`${base}/trans_menu_opcion/GetList`, async ({ request }) => {
      const idmenu = idmenuFilter(await request.json());
      const data = options.filter((option) => option.idmenu === idmenu).sort((a, b) => a.orden - b.orden);
      return HttpResponse.json({ success: true, total: data.length, data });
    }),
    http.post(`${base}/trans_menu/`, async ({ request }) => {
      const body = (await request.json()) as { trans_menu: Omit<Menu, 'idmenu'> };
      calls.posts.push(body);
      const created = { ...body.trans_menu, idmenu: 3 };
      menus = [...menus, created];
      return HttpResponse.json({ success: true, data: created });
    }),
    http.post(`${base}/trans_menu_opcion/`, async ({ request }) => {
      const body = (await request.json()) as { trans_menu_opcion: Omit<MenuOption, 'idopcion'> };
      calls.posts.push(body);
      const created = { ...body.trans_menu_opcion, idopcion: 99 };
      options = [...options, created];
      return HttpResponse.json({ success: true, data: created });
    }),
    http.put(`${base}/trans_menu_opcion/`, async ({ request }) => {
      const body = (await request.json()) as { trans_menu_opcion: MenuOption };
      calls.puts.push(body);
      options = options.map((option) =>
        option.idopcion === body.trans_menu_opcion.idopcion ? body.trans_menu_opcion : option,
      );
      return HttpResponse.json({ success: true, data: body.trans_menu_opcion });
    }),
    http.put(`${base}/trans_menu/`, async ({ request }) => {
      const body = (await request.json()) as { trans_menu: Menu };
      calls.puts.push(body);
      menus = menus.map((menu) => (menu.idmenu === body.trans_menu.idmenu ? body.trans_menu : menu));
      return HttpResponse.json({ success: true, data: body.trans_menu });
    }),
    http.delete(`${base}/:resource/:id`, ({ params }) => {
      calls.deletes.push(`${String(params.resource)}/${String(params.id)}`);
      if (params.resource === 'trans_menu') {
        menus = menus.filter((menu) => String(menu.idmenu) !== params.id);
      } else {
        options = options.filter((option) => String(option.idopcion) !== params.id);
      }
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}

function optionsTable(): HTMLElement {
  return screen.getByRole('table', { name: 'Opciones de «Enlaces»' });
}

/** Option titles in the order the table shows them. */
function shownOrder(): string[] {
  return within(optionsTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
}

describe('Menús Dinámicos (menu admin)', () => {
  it('lists the menus (title, code, language) and the options of the first one, external links marked', async () => {
    useMenusApi();
    renderWithProviders(<MenuAdminScreen />);
    const menus = await screen.findByRole('table', { name: 'Menús' });
    const links = (await within(menus).findByText('Links', { selector: 'td' })).closest('tr');
    expect(links).not.toBeNull();
    expect(within(links as HTMLElement).getByText('English')).toBeInTheDocument();
    expect(within(links as HTMLElement).getByText('pie')).toBeInTheDocument();

    await screen.findByRole('table', { name: 'Opciones de «Enlaces»' });
    await waitFor(() => {
      expect(shownOrder()).toEqual(['Primera', 'Segunda', 'Tercera']);
    });
    const external = within(optionsTable()).getByRole('link', { name: /https:\/\/example\.org\/ayuda/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName('https://example.org/ayuda (se abre en una pestaña nueva)');
    expect(within(optionsTable()).queryByRole('link', { name: /denuncias/ })).not.toBeInTheDocument();
    const third = within(optionsTable()).getByText('Tercera').closest('tr') as HTMLElement;
    expect(within(third).getByText('Oculta')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver las opciones de Links' }));
    expect(await screen.findByRole('table', { name: 'Opciones de «Links»' })).toHaveTextContent('Legal notice');
  });

  it(
    'reorders with the keyboard (Subir button) and saves the new orden values of the options that moved',
    async () => {
      const calls = useMenusApi();
      const user = userEvent.setup();
      renderWithProviders(<MenuAdminScreen />);
      await screen.findByRole('table', { name: 'Opciones de «Enlaces»' });
      await waitFor(() => {
        expect(shownOrder()).toEqual(['Primera', 'Segunda', 'Tercera']);
      });
      expect(within(optionsTable()).getByRole('button', { name: 'Subir Primera' })).toBeDisabled();
      expect(within(optionsTable()).getByRole('button', { name: 'Bajar Tercera' })).toBeDisabled();

      const up = within(optionsTable()).getByRole('button', { name: 'Subir Tercera' });
      up.focus();
      await user.keyboard('{Enter}');

      expect(shownOrder()).toEqual(['Primera', 'Tercera', 'Segunda']);
      await waitFor(() => {
        expect(calls.puts).toHaveLength(2);
      });
      expect(calls.puts).toEqual([
        {
          trans_menu_opcion: {
            idopcion: 13,
            idmenu: 1,
            titulo: 'Tercera',
            url: '#contacto',
            orden: 20,
            visible: false,
          },
        },
        {
          trans_menu_opcion: {
            idopcion: 12,
            idmenu: 1,
            titulo: 'Segunda',
            url: 'https://example.org/ayuda',
            orden: 30,
            visible: true,
          },
        },
      ]);
      expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
      // The focus stays with the moved option, and the move is announced.
      expect(within(optionsTable()).getByRole('button', { name: 'Subir Tercera' })).toHaveFocus();
      expect(screen.getByText('Tercera está ahora en la posición 2 de 3')).toBeInTheDocument();

      // Once more to the top: only the options whose orden changed are sent.
      await user.keyboard('{Enter}');
      expect(shownOrder()).toEqual(['Tercera', 'Primera', 'Segunda']);
      await waitFor(() => {
        expect(calls.puts).toHaveLength(4);
      });
      expect(calls.puts.slice(2).map((body) => body.trans_menu_opcion)).toEqual([
        expect.objectContaining({ idopcion: 13, orden: 10 }),
        expect.objectContaining({ idopcion: 11, orden: 20 }),
      ]);
      // At the top the Subir button is disabled: the focus moves to Bajar of the same option.
      expect(within(optionsTable()).getByRole('button', { name: 'Bajar Tercera' })).toHaveFocus();
      await waitFor(() => {
        expect(within(optionsTable()).getByText('Tercera').closest('tr')).toHaveTextContent('10');
      });
    },
    slowTest,
  );

  it(
    'a failed reorder says "Algo ha ido mal y no se ha actualizado" and shows the stored order again',
    async () => {
      useMenusApi();
      server.use(http.put(`${base}/trans_menu_opcion/`, () => new HttpResponse(null, { status: 500 })));
      const user = userEvent.setup();
      renderWithProviders(<MenuAdminScreen />);
      await screen.findByRole('table', { name: 'Opciones de «Enlaces»' });
      await waitFor(() => {
        expect(shownOrder()).toEqual(['Primera', 'Segunda', 'Tercera']);
      });
      within(optionsTable()).getByRole('button', { name: 'Bajar Primera' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Algo ha ido mal y no se ha actualizado')).toBeInTheDocument();
      expect(getNotices()[0]).toMatchObject({ severity: 'error', title: 'Error' });
      await waitFor(() => {
        expect(shownOrder()).toEqual(['Primera', 'Segunda', 'Tercera']);
      });
    },
    slowTest,
  );

  it(
    'creates an option after the last one, wrapped under trans_menu_opcion, and refuses unsafe urls',
    async () => {
      const calls = useMenusApi();
      const user = userEvent.setup();
      renderWithProviders(<MenuAdminScreen />);
      await screen.findByRole('table', { name: 'Opciones de «Enlaces»' });
      await user.click(screen.getByRole('button', { name: 'Nueva opción' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alta · Opción' });
      expect(within(dialog).getByLabelText('Orden')).toHaveValue(40);
      await fill(user, within(dialog).getByLabelText(/^Título/), 'Transparencia');
      const url = within(dialog).getByLabelText(/^URL/);
      await fill(user, url, 'javascript:alert(1)');
      expect(url).toHaveAccessibleDescription('La URL debe empezar por http://, https://, mailto:, / o #');
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
      await fill(user, url, 'https://transparencia.example.org');
      expect(url).toHaveAccessibleDescription('Las direcciones http y https se abren en una pestaña nueva');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => {
        expect(calls.posts).toHaveLength(1);
      });
      expect(calls.posts[0]).toEqual({
        trans_menu_opcion: {
          idmenu: 1,
          titulo: 'Transparencia',
          url: 'https://transparencia.example.org',
          orden: 40,
          visible: true,
        },
      });
      expect(await screen.findByText('Se ha creado correctamente')).toBeInTheDocument();
      await waitFor(() => {
        expect(shownOrder()).toEqual(['Primera', 'Segunda', 'Tercera', 'Transparencia']);
      });
    },
    slowTest,
  );

  it(
    'edits an option (hiding it) with PUT',
    async () => {
      const calls = useMenusApi();
      const user = userEvent.setup();
      renderWithProviders(<MenuAdminScreen />);
      await screen.findByRole('table', { name: 'Opciones de «Enlaces»' });
      await user.click(within(optionsTable()).getByRole('button', { name: 'Editar Primera' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edición · Opción' });
      await user.click(within(dialog).getByLabelText('Visible en el portal'));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => {
        expect(calls.puts).toEqual([
          {
            trans_menu_opcion: {
              idopcion: 11,
              idmenu: 1,
              titulo: 'Primera',
              url: '/denuncias',
              orden: 10,
              visible: false,
            },
          },
        ]);
      });
      expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
    },
    slowTest,
  );

  it('deletes an option only after the generic confirmation', async () => {
    const calls = useMenusApi();
    const user = userEvent.setup();
    renderWithProviders(<MenuAdminScreen />);
    await screen.findByRole('table', { name: 'Opciones de «Enlaces»' });
    await user.click(within(optionsTable()).getByRole('button', { name: 'Eliminar Segunda' }));
    await confirmDeletion(user);
    await waitFor(() => {
      expect(calls.deletes).toEqual(['trans_menu_opcion/12']);
    });
    expect(await screen.findByText('Se ha eliminado correctamente el elemento')).toBeInTheDocument();
    await waitFor(() => {
      expect(shownOrder()).toEqual(['Primera', 'Tercera']);
    });
  });

  it(
    'creates a menu (title, code, language) and shows its options',
    async () => {
      const calls = useMenusApi();
      const user = userEvent.setup();
      renderWithProviders(<MenuAdminScreen />);
      await screen.findByRole('table', { name: 'Menús' });
      await user.click(screen.getByRole('button', { name: 'Nuevo menú' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alta · Menú' });
      await fill(user, within(dialog).getByLabelText(/^Título/), 'Ayuda');
      const code = within(dialog).getByLabelText(/^Código/);
      await fill(user, code, 'con espacios');
      expect(code).toHaveAccessibleDescription('El código solo admite letras, números, punto, guion y guion bajo');
      await fill(user, code, 'ayuda');
      await user.click(within(dialog).getByRole('combobox', { name: 'Idioma' }));
      await user.click(within(await screen.findByRole('listbox')).getByText('Galego'));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => {
        expect(calls.posts).toEqual([{ trans_menu: { titulo: 'Ayuda', codigo: 'ayuda', ididioma: 4 } }]);
      });
      expect(await screen.findByText('Se ha creado correctamente')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Opciones de «Ayuda»' })).toBeInTheDocument();
      expect(getNotices()[0]).toMatchObject({ severity: 'success' });
    },
    slowTest,
  );

  it(
    'a menu whose code exists in that language is refused: the reason shows in the dialog and the snackbar',
    async () => {
      useMenusApi();
      server.use(
        http.post(`${base}/trans_menu/`, () =>
          HttpResponse.json(
            { success: false, code: 'CONFLICT', message: 'Ya existe un menú con ese código en ese idioma' },
            { status: 409 },
          ),
        ),
      );
      const user = userEvent.setup();
      renderWithProviders(<MenuAdminScreen />);
      await user.click(await screen.findByRole('button', { name: 'Nuevo menú' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alta · Menú' });
      await fill(user, within(dialog).getByLabelText(/^Título/), 'Pie');
      await fill(user, within(dialog).getByLabelText(/^Código/), 'pie');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Algo ha ido mal y no se ha creado: Ya existe un menú con ese código en ese idioma',
      );
      expect(getNotices()[0]).toMatchObject({
        severity: 'error',
        title: 'Algo ha ido mal y no se ha creado',
        message: 'Ya existe un menú con ese código en ese idioma',
      });
    },
    slowTest,
  );

  it('deletes a menu after the confirmation', async () => {
    const calls = useMenusApi();
    const user = userEvent.setup();
    renderWithProviders(<MenuAdminScreen />);
    const menus = await screen.findByRole('table', { name: 'Menús' });
    await user.click(await within(menus).findByRole('button', { name: 'Eliminar Links' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => {
      expect(calls.deletes).toEqual(['trans_menu/2']);
    });
    expect(await screen.findByText('Se ha eliminado correctamente el elemento')).toBeInTheDocument();
  });
});

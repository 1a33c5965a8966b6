import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { changeLanguage } from '@/lib/i18n.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { DynamicMenu, DynamicMenuList } from './dynamic-menu.tsx';

const options: MenuOption[] = [
  { idopcion: 1, idmenu: 3, titulo: 'Sede electrónica', url: 'https://sede.example.org', orden: 1, visible: true },
  { idopcion: 2, idmenu: 3, titulo: 'Portal antiguo', url: 'http://portal.example.org', orden: 2, visible: true },
  { idopcion: 3, idmenu: 3, titulo: 'Aviso legal', url: '/denuncias', orden: 3, visible: true },
  { idopcion: 4, idmenu: 3, titulo: 'Oculta', url: '/oculta', orden: 4, visible: false },
];

describe('DynamicMenuList', () => {
  it('opens http and https options in a new tab without emitting them', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<DynamicMenuList options={options} onSelect={onSelect} label="Pie" />);

    for (const name of ['Sede electrónica', 'Portal antiguo']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Sede electrónica' })).toHaveAttribute('href', 'https://sede.example.org');
    await userEvent.click(screen.getByRole('link', { name: 'Sede electrónica' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('emits any other option to the parent through onSelect', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<DynamicMenuList options={options} onSelect={onSelect} label="Pie" />);

    const link = screen.getByRole('link', { name: 'Aviso legal' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(options[2]);
  });

  it('lists only visible options, inside a labelled nav', () => {
    renderWithProviders(<DynamicMenuList options={options} onSelect={vi.fn()} label="Pie" />);
    expect(screen.getByRole('navigation', { name: 'Pie' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Oculta' })).not.toBeInTheDocument();
  });
});

describe('DynamicMenu', () => {
  it('loads the menu by code and language, then its visible options by orden', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post('/api/denuncias/trans_menu/GetList', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({
          success: true,
          total: 1,
          data: [{ idmenu: 3, titulo: 'Pie', codigo: 'pie', ididioma: 1 }],
        });
      }),
      http.post('/api/denuncias/trans_menu_opcion/GetList', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ success: true, total: 3, data: options.slice(0, 3) });
      }),
    );
    renderWithProviders(<DynamicMenu code="pie" onSelect={vi.fn()} />);

    expect(await screen.findByRole('link', { name: 'Aviso legal' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pie' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      columns: [
        { name: 'codigo', data: 'pie' },
        { name: 'ididioma', data: 1 },
      ],
    });
    expect(requests[1]).toMatchObject({
      sort: 'orden',
      order: 'asc',
      length: 1000,
      columns: [
        { name: 'idmenu', data: 3 },
        { name: 'visible', data: true },
      ],
    });
  });

  it('marks a menu shown in Spanish because the language has none with lang="es" (WCAG 3.1.2); its own language unmarked', async () => {
    i18next.addResourceBundle('eu', 'translation', { probe: 'Euskara' });
    await changeLanguage('eu');
    server.use(
      http.post('/api/denuncias/trans_menu/GetList', async ({ request }) => {
        const body = (await request.json()) as { columns: { name: string; data: unknown }[] };
        const ididioma = body.columns.find((column) => column.name === 'ididioma')?.data;
        // No Basque menu: the widget falls back to the Spanish one.
        const data = ididioma === 1 ? [{ idmenu: 3, titulo: 'Enlaces', codigo: 'pie', ididioma: 1 }] : [];
        return HttpResponse.json({ success: true, total: data.length, data });
      }),
      http.post('/api/denuncias/trans_menu_opcion/GetList', () =>
        HttpResponse.json({ success: true, total: 3, data: options.slice(0, 3) }),
      ),
    );
    renderWithProviders(<DynamicMenu code="pie" onSelect={vi.fn()} />);
    expect(await screen.findByRole('navigation', { name: 'Enlaces' })).toHaveAttribute('lang', 'es');
  });

  it('leaves a menu in the interface language without its own lang', async () => {
    server.use(
      http.post('/api/denuncias/trans_menu/GetList', () =>
        HttpResponse.json({
          success: true,
          total: 1,
          data: [{ idmenu: 3, titulo: 'Pie', codigo: 'pie', ididioma: 1 }],
        }),
      ),
      http.post('/api/denuncias/trans_menu_opcion/GetList', () =>
        HttpResponse.json({ success: true, total: 3, data: options.slice(0, 3) }),
      ),
    );
    renderWithProviders(<DynamicMenu code="pie" onSelect={vi.fn()} />);
    expect(await screen.findByRole('navigation', { name: 'Pie' })).not.toHaveAttribute('lang');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@atalaya/contract/common/navigation.schemas';
import { renderRoutes } from '@/testing/render.tsx';
import { NavigationMenu } from './navigation-menu.tsx';

const items: NavigationItem[] = [
  { id: 'denuncias', title: 'Comunicaciones Anónimas', type: 'basic', link: '/denuncias' },
  {
    id: 'grupo',
    title: 'Más',
    type: 'group',
    children: [{ id: 'indicadores', title: 'Indicadores', type: 'basic', link: 'indicadores' }],
  },
];

describe('NavigationMenu (the header links below 600 px)', () => {
  it('opens the header links as a menu and follows one', async () => {
    const { router } = renderRoutes([
      { path: '/', element: <NavigationMenu items={items} /> },
      { path: '/denuncias', element: <p>canal</p> },
    ]);
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    const options = within(menu).getAllByRole('menuitem');
    expect(options.map((option) => option.textContent)).toEqual(['Comunicaciones Anónimas', 'Indicadores']);
    expect(options[1]).toHaveAttribute('href', '/indicadores');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Comunicaciones Anónimas' }));
    expect(await screen.findByText('canal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/denuncias');
  });

  it('renders nothing without links', () => {
    renderRoutes([{ path: '/', element: <NavigationMenu items={[]} /> }]);
    expect(screen.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
  });
});

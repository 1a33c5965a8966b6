import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FeedItem } from '@atalaya/contract/common/feed.schemas';
import { setTokens } from '@/lib/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { notificationsPollMs } from '../api/get-feed.ts';
import { NotificationBell } from './notification-bell.tsx';

const notificationsPath = '/api/common/notifications';

function feedItem(overrides: Partial<FeedItem>): FeedItem {
  return {
    id: 'n1',
    title: 'Nueva comunicación recibida',
    description: 'Fraude o corrupción',
    time: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    seen: false,
    icon: null,
    image: null,
    link: '/admin/denuncias/gestion/31',
    useRouter: true,
    ...overrides,
  };
}

const items: FeedItem[] = [
  feedItem({ id: 'n1' }),
  feedItem({
    id: 'n2',
    title: 'Nuevo mensaje del informante',
    description: null,
    time: new Date(Date.now() - 2 * 3600_000).toISOString(),
    link: '/admin/denuncias/gestion/42',
  }),
  feedItem({
    id: 'n3',
    title: 'Plazo próximo',
    description: null,
    read: true,
    time: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  }),
];

type Calls = { gets: number; patches: unknown[]; deletes: string[]; markAll: number };

/** A notifications API over an in-memory list, recording every call. */
function notificationsApi(initial: FeedItem[] = items): Calls {
  let list = initial.map((item) => ({ ...item }));
  const calls: Calls = { gets: 0, patches: [], deletes: [], markAll: 0 };
  server.use(
    http.get(notificationsPath, () => {
      calls.gets += 1;
      return HttpResponse.json(list);
    }),
    http.patch(notificationsPath, async ({ request }) => {
      const body = (await request.json()) as { id: string; notification: Partial<FeedItem> };
      calls.patches.push(body);
      list = list.map((item) => (item.id === body.id ? { ...item, ...body.notification } : item));
      return HttpResponse.json(list.find((item) => item.id === body.id));
    }),
    http.delete(notificationsPath, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      calls.deletes.push(id);
      const removed = list.find((item) => item.id === id);
      list = list.filter((item) => item.id !== id);
      return HttpResponse.json(removed);
    }),
    http.get(`${notificationsPath}/mark-all-as-read`, () => {
      calls.markAll += 1;
      list = list.map((item) => ({ ...item, read: true }));
      return HttpResponse.json(true);
    }),
  );
  return calls;
}

function renderBell() {
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  return renderRoutes(
    [
      { path: '/admin/denuncias/dashboard', element: <NotificationBell /> },
      { path: '/admin/denuncias/gestion/:iddenuncia', element: <h1>Ficha del caso</h1> },
    ],
    ['/admin/denuncias/dashboard'],
  );
}

/** The bell (hidden from the accessibility tree while its panel, a modal popover, is open). */
function bellButton(): HTMLElement {
  return screen.getByTestId('notification-bell');
}

describe('NotificationBell', () => {
  it('names the unread count and lists the notifications newest first, with relative times', async () => {
    notificationsApi();
    renderBell();

    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
    await userEvent.click(bell);

    const panel = screen.getByRole('dialog', { name: 'Notificaciones' });
    const rows = within(panel).getAllByTestId('notification-item');
    expect(rows.map((row) => row.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Nueva comunicación recibida (sin leer)Fraude o corrupciónhace 5 minutos');
    expect(second).toHaveTextContent('hace 2 horas');
    expect(third).toHaveTextContent('Plazo próximohace 3 días');
  });

  it('marks a notification read when opened and follows its link inside the app', async () => {
    const calls = notificationsApi();
    const { router } = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));

    const panel = screen.getByRole('dialog', { name: 'Notificaciones' });
    await userEvent.click(within(panel).getByText('Nuevo mensaje del informante'));

    expect(await screen.findByRole('heading', { name: 'Ficha del caso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/denuncias/gestion/42');
    await waitFor(() => {
      expect(calls.patches).toEqual([{ id: 'n2', notification: { read: true } }]);
    });
    expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).not.toBeInTheDocument();
  });

  it('drops the count as soon as a notification is read', async () => {
    const calls = notificationsApi([feedItem({ id: 'n1', link: null })]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByText('Nueva comunicación recibida'));

    await waitFor(() => {
      expect(bellButton()).toHaveAccessibleName('Notificaciones, 0 sin leer');
    });
    expect(calls.patches).toEqual([{ id: 'n1', notification: { read: true } }]);
    // Without a link the panel stays open, and the item now shows as read.
    expect(within(screen.getByRole('dialog')).getByTestId('notification-item')).toHaveAttribute('data-read', 'true');
  });

  it('marks every notification read with "Marcar todas como leídas"', async () => {
    const calls = notificationsApi();
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));

    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));

    await waitFor(() => {
      expect(bellButton()).toHaveAccessibleName('Notificaciones, 0 sin leer');
    });
    expect(calls.markAll).toBe(1);
    const rows = within(screen.getByRole('dialog')).getAllByTestId('notification-item');
    expect(rows.every((row) => row.getAttribute('data-read') === 'true')).toBe(true);
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it('removes a notification with its own button', async () => {
    const calls = notificationsApi();
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));

    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar la notificación «Nueva comunicación recibida»' }),
    );

    await waitFor(() => {
      expect(within(screen.getByRole('dialog')).getAllByTestId('notification-item')).toHaveLength(2);
    });
    expect(calls.deletes).toEqual(['n1']);
    expect(calls.patches).toEqual([]);
    expect(bellButton()).toHaveAccessibleName('Notificaciones, 1 sin leer');
    expect(screen.getByRole('heading', { name: 'Notificaciones' })).toHaveFocus();
  });

  it('asks again every minute and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = notificationsApi([]);
      renderBell();
      expect(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeInTheDocument();
      expect(calls.gets).toBe(1);

      calls.gets = 0;
      notificationsApi([feedItem({ id: 'n9' })]);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(notificationsPollMs);
      });
      expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();

      const focusCalls = notificationsApi([feedItem({ id: 'n9' }), feedItem({ id: 'n10' })]);
      act(() => {
        globalThis.dispatchEvent(new Event('visibilitychange'));
        globalThis.dispatchEvent(new Event('focus'));
      });
      expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
      expect(focusCalls.gets).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when there are none, and when they could not be loaded', async () => {
    notificationsApi([]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' }));
    expect(screen.getByTestId('notifications-empty')).toHaveTextContent('No tiene notificaciones.');
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it('shows the error text when the list fails', async () => {
    server.use(
      http.get(notificationsPath, () =>
        HttpResponse.json({ success: false, code: 'INTERNAL', message: 'Error interno' }, { status: 500 }),
      ),
    );
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' }));
    expect(await screen.findByTestId('notifications-error')).toHaveTextContent(
      'No se han podido cargar las notificaciones.',
    );
  });
});

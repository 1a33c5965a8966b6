import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { startServiceWorker, whenStableOrTimeout } from './service-worker.ts';

/** Stands in for workbox-window's Workbox: records the calls, lets the test fire its events. */
class FakeWorkbox extends EventTarget {
  static last: FakeWorkbox | undefined;
  readonly url: string;
  registered = 0;
  skipWaiting = 0;
  constructor(url: string) {
    super();
    this.url = url;
    FakeWorkbox.last = this;
  }
  register(): Promise<undefined> {
    this.registered += 1;
    return Promise.resolve(undefined);
  }
  messageSkipWaiting(): void {
    this.skipWaiting += 1;
  }
  fire(type: string, detail: Record<string, unknown> = {}): void {
    this.dispatchEvent(Object.assign(new Event(type), detail));
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

/** A window whose page has loaded and whose browser knows service workers. */
function loadedWindow() {
  const reload = vi.fn();
  const win = {
    navigator: { serviceWorker: {} },
    document: { readyState: 'complete' },
    location: { reload },
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
    addEventListener: vi.fn(),
    requestIdleCallback: (callback: () => void) => globalThis.setTimeout(callback, 0),
  };
  return { win: win as unknown as Window, reload };
}

describe('the service worker (spec §2, §9)', () => {
  it('registers /sw.js once the page is stable, asks before a new version takes over, and reloads on "Actualizar"', async () => {
    renderWithProviders(<p>page</p>);
    const { win, reload } = loadedWindow();
    await startServiceWorker(win, { dev: false });
    const workbox = FakeWorkbox.last;
    expect(workbox?.url).toBe('/sw.js');
    expect(workbox?.registered).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => workbox?.fire('waiting'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hay una nueva versión disponible. ¿Actualizar ahora?');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(workbox?.skipWaiting).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => workbox?.fire('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('"Volver" keeps the running version; a new version that fails to install is shown in an alert', async () => {
    renderWithProviders(<p>page</p>);
    const { win, reload } = loadedWindow();
    await startServiceWorker(win, { dev: false });
    const workbox = FakeWorkbox.last;
    act(() => workbox?.fire('waiting'));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(workbox?.skipWaiting).toBe(0);

    act(() => workbox?.fire('redundant', { isUpdate: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido instalar la nueva versión');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers, nor in the dev server', async () => {
    FakeWorkbox.last = undefined;
    const { win } = loadedWindow();
    await startServiceWorker({ ...win, navigator: {} } as unknown as Window, { dev: false });
    await startServiceWorker(win, { dev: true });
    expect(FakeWorkbox.last).toBeUndefined();
  });

  it('"stable" waits for the load event and for no request to be out, and never more than the limit', async () => {
    vi.useFakeTimers();
    try {
      let loaded: (() => void) | undefined;
      const win = {
        document: { readyState: 'loading' },
        setTimeout: globalThis.setTimeout.bind(globalThis),
        clearTimeout: globalThis.clearTimeout.bind(globalThis),
        addEventListener: (_type: string, listener: () => void) => {
          loaded = listener;
        },
      } as unknown as Window;
      let stable = false;
      void whenStableOrTimeout(win, 30_000).then(() => {
        stable = true;
      });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(stable).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(stable).toBe(true);
      expect(loaded).toBeTypeOf('function');

      let early = false;
      void whenStableOrTimeout(win, 30_000).then(() => {
        early = true;
      });
      loaded?.();
      await vi.advanceTimersByTimeAsync(400);
      expect(early).toBe(false);
      await vi.advanceTimersByTimeAsync(300);
      expect(early).toBe(true);

      // Requests out (the first screen's data): not stable until none has been out for 500 ms.
      let busy = true;
      let quiet = false;
      void whenStableOrTimeout(win, 30_000, () => busy).then(() => {
        quiet = true;
      });
      loaded?.();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(quiet).toBe(false);
      busy = false;
      await vi.advanceTimersByTimeAsync(400);
      expect(quiet).toBe(false);
      await vi.advanceTimersByTimeAsync(300);
      expect(quiet).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { startServiceWorker } from '@/lib/service-worker.ts';

/** The prompt's file is gone (a new deployment removed it and no cache holds it). */
vi.mock('./update-prompt.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

class FakeWorkbox extends EventTarget {
  static last: FakeWorkbox | undefined;
  skipWaiting = 0;
  constructor() {
    super();
    FakeWorkbox.last = this;
  }
  register(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
  messageSkipWaiting(): void {
    this.skipWaiting += 1;
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

describe('the update prompt when its own file cannot be loaded', () => {
  it("asks with the browser's dialog instead, and the page keeps working", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getByText } = renderWithProviders(<p>la página sigue aquí</p>);
    const win = {
      navigator: { serviceWorker: {} },
      document: { readyState: 'complete' },
      location: { reload: vi.fn() },
      setTimeout: globalThis.setTimeout.bind(globalThis),
      clearTimeout: globalThis.clearTimeout.bind(globalThis),
      addEventListener: vi.fn(),
    } as unknown as Window;
    await startServiceWorker(win, { dev: false });
    act(() => {
      FakeWorkbox.last?.dispatchEvent(new Event('waiting'));
    });
    await waitFor(() => {
      expect(confirm).toHaveBeenCalledWith('Hay una nueva versión disponible. ¿Actualizar ahora?');
    });
    expect(FakeWorkbox.last?.skipWaiting).toBe(1);
    expect(getByText('la página sigue aquí')).toBeInTheDocument();
  });
});

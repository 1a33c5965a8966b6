import { useSyncExternalStore } from 'react';

/**
 * The service worker of spec §2 and §9 (decision 029): registered when the app is stable or after
 * 30,000 ms, whichever comes first; a new version waits until the person accepts the update prompt.
 * State lives outside React (like notices) so the prompt can be mounted anywhere.
 */

export const serviceWorkerUrl = '/sw.js';
/** Spec §9: register when stable or after this many milliseconds. */
export const registerAfterMs = 30_000;

type UpdateState = { ready: boolean; error: string | null };
type Listener = () => void;

const listeners = new Set<Listener>();
let state: UpdateState = { ready: false, error: null };
let acceptUpdate: (() => void) | null = null;

function setState(next: Partial<UpdateState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a new version is waiting, and the worker's unrecoverable error, if any. */
export function useServiceWorkerState(): UpdateState {
  return useSyncExternalStore(subscribe, () => state);
}

/** The person accepted the prompt: the waiting version takes over and the page reloads. */
export function applyUpdate(): void {
  setState({ ready: false });
  acceptUpdate?.();
}

/** The person declined: the prompt closes; the new version starts with the next visit. */
export function dismissUpdate(): void {
  setState({ ready: false });
}

export function dismissWorkerError(): void {
  setState({ error: null });
}

/** How long the app must send no request before it counts as stable. */
export const quietMs = 500;
const pollMs = 100;

/**
 * "Stable": the page has loaded, the app has sent no request for `quietMs` (the first screen's data
 * has arrived: registering earlier made the worker's downloads compete with it and delayed the
 * first screen by about half a second), and the browser is idle. Resolves at most after
 * `timeoutMs`.
 */
export function whenStableOrTimeout(
  win: Window = window,
  timeoutMs = registerAfterMs,
  isBusy: () => boolean = () => false,
): Promise<void> {
  return new Promise((resolve) => {
    let finished = false;
    let quietSince = -1;
    let elapsed = 0;
    function done(): void {
      if (!finished) {
        finished = true;
        win.clearTimeout(timer);
        resolve();
      }
    }
    const timer = win.setTimeout(done, timeoutMs);
    function idle(): void {
      if (typeof win.requestIdleCallback === 'function') {
        win.requestIdleCallback(done, { timeout: timeoutMs });
      } else {
        win.setTimeout(done, 0);
      }
    }
    function waitForQuiet(): void {
      if (finished) {
        return;
      }
      if (isBusy()) {
        quietSince = -1;
      } else if (quietSince < 0) {
        quietSince = elapsed;
      }
      if (quietSince >= 0 && elapsed - quietSince >= quietMs) {
        idle();
        return;
      }
      elapsed += pollMs;
      win.setTimeout(waitForQuiet, pollMs);
    }
    if (win.document.readyState === 'complete') {
      waitForQuiet();
    } else {
      win.addEventListener('load', waitForQuiet, { once: true });
    }
  });
}

/**
 * Registers /sw.js once the app is stable (or after 30 s); `isBusy` tells whether requests are out. Does nothing where service workers do
 * not exist (old browsers, tests) or in the Vite dev server. A failure to register is logged, not
 * shown: the channel works without the worker. A worker that fails while installing an update is
 * shown (spec §2: "an unrecoverable worker error is shown in an alert").
 */
export async function startServiceWorker(
  win: Window = window,
  {
    dev = import.meta.env.DEV,
    timeoutMs = registerAfterMs,
    isBusy = () => false,
  }: { dev?: boolean; timeoutMs?: number; isBusy?: () => boolean } = {},
): Promise<void> {
  if (!('serviceWorker' in win.navigator) || dev) {
    return;
  }
  await whenStableOrTimeout(win, timeoutMs, isBusy);
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(serviceWorkerUrl, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    acceptUpdate = () => {
      workbox.addEventListener('controlling', () => {
        win.location.reload();
      });
      workbox.messageSkipWaiting();
    };
    setState({ ready: true });
  });
  workbox.addEventListener('redundant', (event) => {
    // A new version that turns redundant before it ever controlled the page failed to install
    // (a file of its precache could not be fetched): the page keeps running the old version.
    if (event.isUpdate) {
      setState({ ready: false, error: 'redundant' });
    }
  });
  try {
    await workbox.register();
  } catch (error) {
    console.warn('[sw] registration failed', error);
  }
}

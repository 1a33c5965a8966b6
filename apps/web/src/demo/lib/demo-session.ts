import { useSyncExternalStore } from 'react';

/**
 * The demo's own session (spec 001, issue 18): its token, user and lock state live under `demo.*`
 * keys of local storage, never under the product's `accessToken` / `refreshToken`.
 */
export const demoStorageKeys = {
  accessToken: 'demo.accessToken',
  user: 'demo.user',
  locked: 'demo.locked',
} as const;

export type DemoUser = { id: string; name: string; email: string; avatar: string | null; status: string };

export type DemoSession = { accessToken: string | null; user: DemoUser | null; locked: boolean };

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: DemoSession | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // Private mode or a full storage: the demo then keeps its session for this page only.
  }
}

function parseUser(text: string | null): DemoUser | null {
  if (!text) {
    return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'email' in value ? (value as DemoUser) : null;
  } catch {
    return null;
  }
}

function notify(): void {
  snapshot = null;
  for (const listener of listeners) {
    listener();
  }
}

export function getDemoSession(): DemoSession {
  snapshot ??= {
    accessToken: read(demoStorageKeys.accessToken),
    user: parseUser(read(demoStorageKeys.user)),
    locked: read(demoStorageKeys.locked) === 'true',
  };
  return snapshot;
}

/** Keeps what sign-in or unlock answered; the session is open and unlocked. */
export function saveDemoSession(accessToken: string, user: DemoUser): void {
  write(demoStorageKeys.accessToken, accessToken);
  write(demoStorageKeys.user, JSON.stringify(user));
  write(demoStorageKeys.locked, null);
  notify();
}

export function lockDemoSession(): void {
  write(demoStorageKeys.locked, 'true');
  notify();
}

export function clearDemoSession(): void {
  write(demoStorageKeys.accessToken, null);
  write(demoStorageKeys.user, null);
  write(demoStorageKeys.locked, null);
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDemoSession(): DemoSession {
  return useSyncExternalStore(subscribe, getDemoSession);
}

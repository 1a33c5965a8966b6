import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  globalThis.addEventListener('online', listener);
  globalThis.addEventListener('offline', listener);
  return () => {
    globalThis.removeEventListener('online', listener);
    globalThis.removeEventListener('offline', listener);
  };
}

function getOnline(): boolean {
  return globalThis.navigator.onLine;
}

/** Whether the browser reports a network connection; re-renders on `online`/`offline`. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getOnline, () => true);
}

/**
 * Events raised outside React (by the api client) and handled by the app:
 * closing every open dialog on logout, and navigating with the router.
 */
export type NavigateOptions = { replace?: boolean };
type Navigate = (path: string, options?: NavigateOptions) => void;

const dialogClosers = new Set<() => void>();
let navigator: Navigate = (path, options) => {
  if (options?.replace) {
    globalThis.location.replace(path);
  } else {
    globalThis.location.assign(path);
  }
};

/** Registers a dialog's close function; returns the unregister function. */
export function registerDialog(close: () => void): () => void {
  dialogClosers.add(close);
  return () => {
    dialogClosers.delete(close);
  };
}

export function closeAllDialogs(): void {
  for (const close of [...dialogClosers]) {
    close();
  }
}

/** The router calls this once so code outside React can navigate without a reload. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(path: string, options?: NavigateOptions): void {
  navigator(path, options);
}

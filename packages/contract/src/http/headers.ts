/** Requests carrying this header bypass authentication (spec §7, "skip header"). */
export const skipAuthHeader = 'skip';
/**
 * Sent (value `1`) on the case-list pages the browser reads to build the Excel export, so the
 * organisation's trail records an export (`exportar`), not a view of Gestión (issue 15 §5).
 */
export const exportHeader = 'x-atalaya-exportacion';
/** Local storage keys used by the web app (spec §1, §4). */
export const storageKeys = {
  locale: 'locale',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  email: 'email',
  username: 'username',
  routes: 'routes',
  tramite: 'tramite',
  scheme: 'scheme',
  theme: 'theme',
} as const;

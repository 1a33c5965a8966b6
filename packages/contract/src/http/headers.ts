/** Requests carrying this header bypass authentication (spec §7, "skip header"). */
export const skipAuthHeader = 'skip';
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

/** Every route of the app, with `getHref` for links (spec §2). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  signIn: { path: '/auth/sign-in', getHref: () => '/auth/sign-in' },
  signOut: { path: '/auth/sign-out', getHref: () => '/auth/sign-out' },
  acceptInvitation: { path: '/auth/invitacion/:token', getHref: (token: string) => `/auth/invitacion/${token}` },
  forgotPassword: { path: '/auth/olvido', getHref: () => '/auth/olvido' },
  resetPassword: { path: '/auth/restablecer/:token', getHref: (token: string) => `/auth/restablecer/${token}` },
  denuncias: { path: '/denuncias', getHref: () => '/denuncias' },
  reportNew: { path: '/denuncias/nueva', getHref: () => '/denuncias/nueva' },
  reportFollowUp: { path: '/denuncias/seguimiento', getHref: () => '/denuncias/seguimiento' },
  reportStatus: { path: '/denuncias/seguimiento/comunicacion', getHref: () => '/denuncias/seguimiento/comunicacion' },
  ciudadano: { path: '/ciudadano', getHref: () => '/ciudadano' },
  indicadores: { path: '/indicadores', getHref: () => '/indicadores' },
  accessibility: { path: '/accesibilidad', getHref: () => '/accesibilidad' },
  offline: { path: '/offline', getHref: () => '/offline' },
  notFound: { path: '/404', getHref: () => '/404' },
  sessionNotFound: { path: '/sessions/404', getHref: () => '/sessions/404' },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/denuncias/dashboard', getHref: () => '/admin/denuncias/dashboard' },
    /** Gestión; `search` (e.g. "?estado=2&page=3") reopens the list as it was left. */
    gestion: {
      path: '/admin/denuncias/gestion',
      getHref: (search = '') => `/admin/denuncias/gestion${search.startsWith('?') ? search : ''}`,
    },
    caso: {
      path: '/admin/denuncias/gestion/:iddenuncia',
      getHref: (iddenuncia: number) => `/admin/denuncias/gestion/${iddenuncia}`,
    },
    tipos: { path: '/admin/denuncias/tipos', getHref: () => '/admin/denuncias/tipos' },
    contenidos: { path: '/admin/denuncias/contenidos', getHref: () => '/admin/denuncias/contenidos' },
    menus: { path: '/admin/menus', getHref: () => '/admin/menus' },
    mensajes: { path: '/admin/denuncias/mensajes', getHref: () => '/admin/denuncias/mensajes' },
    estados: { path: '/admin/denuncias/estados', getHref: () => '/admin/denuncias/estados' },
    formularios: { path: '/admin/denuncias/formularios', getHref: () => '/admin/denuncias/formularios' },
    ajustes: { path: '/admin/ajustes', getHref: () => '/admin/ajustes' },
    conservacion: { path: '/admin/conservacion', getHref: () => '/admin/conservacion' },
  },
} as const;

/** `?reason=` of the sign-in page after a password reset (it says the password changed). */
export const passwordChangedReason = 'password-changed';

/**
 * The history state a case page is opened with from Gestión: the list's search (filters, page,
 * order), so that "Volver a Gestión" goes back to the same list, as the browser's Back does.
 */
export type CaseOpenState = { gestionSearch: string };

/** The href of "Volver a Gestión" for a case page opened with `state` (plain Gestión otherwise). */
export function gestionHrefFrom(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null && 'gestionSearch' in state ? state.gestionSearch : undefined;
  return paths.admin.gestion.getHref(typeof search === 'string' ? search : '');
}

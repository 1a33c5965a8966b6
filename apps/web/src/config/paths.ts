/** Every route of the app, with `getHref` for links (spec §2). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  signIn: { path: '/auth/sign-in', getHref: () => '/auth/sign-in' },
  signOut: { path: '/auth/sign-out', getHref: () => '/auth/sign-out' },
  denuncias: { path: '/denuncias', getHref: () => '/denuncias' },
  ciudadano: { path: '/ciudadano', getHref: () => '/ciudadano' },
  indicadores: { path: '/indicadores', getHref: () => '/indicadores' },
  offline: { path: '/offline', getHref: () => '/offline' },
  notFound: { path: '/404', getHref: () => '/404' },
  sessionNotFound: { path: '/sessions/404', getHref: () => '/sessions/404' },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/denuncias/dashboard', getHref: () => '/admin/denuncias/dashboard' },
    gestion: { path: '/admin/denuncias/gestion', getHref: () => '/admin/denuncias/gestion' },
    tipos: { path: '/admin/denuncias/tipos', getHref: () => '/admin/denuncias/tipos' },
    contenidos: { path: '/admin/denuncias/contenidos', getHref: () => '/admin/denuncias/contenidos' },
    menus: { path: '/admin/menus', getHref: () => '/admin/menus' },
    mensajes: { path: '/admin/denuncias/mensajes', getHref: () => '/admin/denuncias/mensajes' },
    estados: { path: '/admin/denuncias/estados', getHref: () => '/admin/denuncias/estados' },
    formularios: { path: '/admin/denuncias/formularios', getHref: () => '/admin/denuncias/formularios' },
  },
} as const;

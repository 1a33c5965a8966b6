import { useState } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths.ts';
import { setNavigator } from '@/lib/app-events.ts';
import { loadBackOfficeStrings } from '@/lib/i18n.ts';
import { RootFallback, RootRoute } from './routes/root.tsx';
import { DenunciasRoute } from './routes/public/denuncias.tsx';
import { HomeRoute } from './routes/public/home.tsx';
import { NotFoundRoute } from './routes/public/not-found.tsx';
import { OfflineRoute } from './routes/public/offline.tsx';
import { SessionFailedRoute } from './routes/public/session-failed.tsx';
import { IndicadoresRoute } from './routes/public/placeholder-page.tsx';
import { SignOutRoute } from './routes/public/sign-out.tsx';
import type { RouteHandle } from './shells/route-handle.ts';

/** Admin entries still to be built (spec §2 menu), each a lazy placeholder titled by its menu entry. */
const adminPlaceholders: ReadonlyArray<{ path: string; title: string }> = [];

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/**
 * Who may open an admin page (issue 15 §2; the server checks every call as well). A page naming no
 * roles is the Responsable's only: configuration, users. The auditor reads lists, never a case.
 */
const everyRole = ['responsable', 'gestor', 'auditor'] as const;
const caseHandlers = ['responsable', 'gestor'] as const;

/** The administrator module: guarded by a loader and loaded lazily, so it never ships in the public entry. */
export const adminRoute: RouteObject = {
  path: 'admin',
  handle: handle({ layout: 'classy', title: 'admin.title' }),
  lazy: async () => {
    // The back office's strings come with its code, never with a reporter's page.
    const [module] = await Promise.all([import('./routes/admin/admin-root.tsx'), loadBackOfficeStrings()]);
    return { loader: module.adminGuardLoader, Component: module.AdminRootRoute };
  },
  children: [
    {
      index: true,
      loader: () => redirect(paths.admin.dashboard.getHref()),
      lazy: async () => ({ Component: (await import('./routes/admin/dashboard.tsx')).DashboardRoute }),
    },
    {
      path: 'denuncias/dashboard',
      handle: handle({ title: 'nav.resumen', roles: everyRole }),
      lazy: async () => ({ Component: (await import('./routes/admin/dashboard.tsx')).DashboardRoute }),
    },
    {
      path: 'denuncias/gestion',
      handle: handle({ title: 'nav.gestion', roles: everyRole }),
      lazy: async () => ({ Component: (await import('./routes/admin/case-list.tsx')).CaseListRoute }),
    },
    {
      path: 'denuncias/gestion/:iddenuncia',
      handle: handle({ title: 'caseDetail.title', roles: caseHandlers }),
      lazy: async () => ({ Component: (await import('./routes/admin/case-detail.tsx')).CaseDetailRoute }),
    },
    {
      path: 'denuncias/tipos',
      handle: handle({ title: 'nav.tipos' }),
      lazy: async () => ({ Component: (await import('./routes/admin/complaint-types.tsx')).ComplaintTypesRoute }),
    },
    {
      path: 'denuncias/estados',
      handle: handle({ title: 'nav.estados' }),
      lazy: async () => ({ Component: (await import('./routes/admin/complaint-statuses.tsx')).ComplaintStatusesRoute }),
    },
    {
      path: 'menus',
      handle: handle({ title: 'nav.menus_dinamicos' }),
      lazy: async () => ({ Component: (await import('./routes/admin/menu-admin.tsx')).MenuAdminRoute }),
    },
    {
      path: 'denuncias/contenidos',
      handle: handle({ title: 'nav.contenidos' }),
      lazy: async () => ({ Component: (await import('./routes/admin/content-admin.tsx')).ContentAdminRoute }),
    },
    {
      path: 'denuncias/mensajes',
      handle: handle({ title: 'nav.mensajes_correo' }),
      lazy: async () => ({ Component: (await import('./routes/admin/mail-admin.tsx')).MailAdminRoute }),
    },
    {
      path: 'denuncias/formularios',
      handle: handle({ title: 'nav.formularios' }),
      lazy: async () => ({ Component: (await import('./routes/admin/form-builder.tsx')).FormBuilderRoute }),
    },
    {
      path: 'ajustes',
      handle: handle({ title: 'nav.ajustes' }),
      lazy: async () => ({ Component: (await import('./routes/admin/tenant-settings.tsx')).TenantSettingsRoute }),
    },
    {
      path: 'identidad',
      handle: handle({ title: 'nav.identidad' }),
      lazy: async () => ({ Component: (await import('./routes/admin/identity-provider.tsx')).IdentityProviderRoute }),
    },
    {
      path: 'usuarios',
      handle: handle({ title: 'nav.usuarios' }),
      lazy: async () => ({ Component: (await import('./routes/admin/people.tsx')).PeopleRoute }),
    },
    {
      path: 'auditoria',
      handle: handle({ title: 'nav.auditoria', roles: ['responsable', 'auditor'] }),
      lazy: async () => ({ Component: (await import('./routes/admin/org-audit.tsx')).OrgAuditRoute }),
    },
    {
      path: 'libro-registro',
      handle: handle({ title: 'nav.libroRegistro' }),
      lazy: async () => ({ Component: (await import('./routes/admin/case-register.tsx')).CaseRegisterRoute }),
    },
    {
      path: 'conservacion',
      handle: handle({ title: 'nav.conservacion' }),
      lazy: async () => ({ Component: (await import('./routes/admin/retention-settings.tsx')).RetentionSettingsRoute }),
    },
    {
      path: 'cuenta',
      handle: handle({ title: 'nav.miCuenta', roles: everyRole }),
      lazy: async () => ({ Component: (await import('./routes/admin/my-account.tsx')).MyAccountRoute }),
    },
    ...adminPlaceholders.map((entry): RouteObject => ({
      path: entry.path,
      handle: handle({ title: entry.title }),
      lazy: async () => ({ Component: (await import('./routes/admin/under-construction.tsx')).UnderConstructionRoute }),
    })),
  ],
};

/** The sign-in page: a lazy chunk, so its form library never loads with a reporter's page. */
async function signInRoute() {
  return { Component: (await import('./routes/public/sign-in.tsx')).SignInRoute };
}

/** The reporter's screens: lazy chunks, so the public entry stays small (architecture §5). */
export const reporterRoutes: RouteObject[] = [
  {
    path: 'denuncias/nueva',
    handle: handle({ title: 'intake.title' }),
    lazy: async () => ({ Component: (await import('./routes/public/report-new.tsx')).ReportNewRoute }),
  },
  {
    path: 'denuncias/seguimiento',
    handle: handle({ title: 'followUp.title' }),
    lazy: async () => ({ Component: (await import('./routes/public/report-follow-up.tsx')).ReportFollowUpRoute }),
  },
  {
    path: 'denuncias/seguimiento/comunicacion',
    handle: handle({ title: 'complaint.title' }),
    lazy: async () => ({ Component: (await import('./routes/public/report-status.tsx')).ReportStatusRoute }),
  },
];

/** A person's own account links (decision 036): lazy chunks, never in the public entry. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'auth/invitacion/:token',
    handle: handle({ layout: 'empty', title: 'auth.invitation.title' }),
    lazy: async () => ({ Component: (await import('./routes/public/accept-invitation.tsx')).AcceptInvitationRoute }),
  },
  {
    path: 'auth/olvido',
    handle: handle({ layout: 'empty', title: 'auth.forgot.title' }),
    lazy: async () => ({ Component: (await import('./routes/public/forgot-password.tsx')).ForgotPasswordRoute }),
  },
  {
    path: 'auth/restablecer/:token',
    handle: handle({ layout: 'empty', title: 'auth.reset.title' }),
    lazy: async () => ({ Component: (await import('./routes/public/reset-password.tsx')).ResetPasswordRoute }),
  },
  {
    // The enrolment a tenant that requires a second factor asks first (decision 038).
    path: 'auth/dos-factores',
    handle: handle({ layout: 'empty', title: 'auth.twoFactor.pageTitle' }),
    lazy: async () => ({ Component: (await import('./routes/public/two-factor.tsx')).TwoFactorRoute }),
  },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    HydrateFallback: RootFallback,
    children: [
      { index: true, Component: HomeRoute, handle: handle({ title: 'home.title', plain: true }) },
      { path: 'login', lazy: signInRoute, handle: handle({ layout: 'empty', title: 'auth.signIn' }) },
      { path: 'auth/sign-in', lazy: signInRoute, handle: handle({ layout: 'empty', title: 'auth.signIn' }) },
      {
        path: 'auth/sign-out',
        Component: SignOutRoute,
        handle: handle({ layout: 'empty', title: 'auth.signOut', plain: true }),
      },
      ...accountRoutes,
      { path: 'denuncias', Component: DenunciasRoute, handle: handle({ title: 'denuncias.title', plain: true }) },
      ...reporterRoutes,
      // The citizen's pages (issue 16): a lazy chunk, never in what / and /denuncias load.
      {
        path: 'ciudadano',
        lazy: async () => ({ Component: (await import('./routes/public/citizen.tsx')).CitizenPanelRoute }),
        handle: handle({ title: 'ciudadano.title', plain: true }),
      },
      {
        path: 'ciudadano/loader',
        lazy: async () => ({ Component: (await import('./routes/public/citizen.tsx')).CitizenLoaderRoute }),
        handle: handle({ title: 'ciudadano.title', plain: true }),
      },
      {
        path: 'indicadores',
        Component: IndicadoresRoute,
        handle: handle({ title: 'indicadores.title', plain: true }),
      },
      {
        path: 'offline',
        Component: OfflineRoute,
        handle: handle({ layout: 'empty', title: 'offline.title', plain: true }),
      },
      {
        path: '404',
        Component: NotFoundRoute,
        handle: handle({ layout: 'empty', title: 'notFound.title', plain: true }),
      },
      {
        path: 'sessions/404',
        Component: SessionFailedRoute,
        handle: handle({ layout: 'empty', title: 'sessionFailure.title', plain: true }),
      },
      {
        path: 'accesibilidad',
        handle: handle({ title: 'accessibility.title' }),
        lazy: async () => ({ Component: (await import('./routes/public/accessibility.tsx')).AccessibilityRoute }),
      },
      adminRoute,
      {
        path: '*',
        loader: () => redirect(paths.notFound.getHref()),
        Component: NotFoundRoute,
        handle: handle({ layout: 'empty', plain: true }),
      },
    ],
  },
  {
    // Spec 001's sample areas (issue 18): one lazy entry with its own routes and worker, never in
    // the public entry; none with DEMO_AREAS=false.
    path: '/demo/*',
    HydrateFallback: RootFallback,
    lazy: async () => {
      // Outside the root route: the demo brings MUI's theme with its own code (decision 044).
      const [route, { MuiScope }] = await Promise.all([
        import('@/demo/demo-entry.ts').then(async (module) => module.lazyDemoRoute()),
        import('@/components/ui/mui-scope.tsx'),
      ]);
      const Page = route.Component;
      return Page
        ? {
            ...route,
            Component: function ThemedDemo() {
              return (
                <MuiScope>
                  <Page />
                </MuiScope>
              );
            },
          }
        : route;
    },
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  // Rendered synchronously (not as a transition) so a session change right after cannot lose it.
  setNavigator((path, options) => {
    void router.navigate(path, { replace: options?.replace, flushSync: true });
  });
  return router;
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

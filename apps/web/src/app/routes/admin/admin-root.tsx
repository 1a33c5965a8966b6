import type { ReactNode } from 'react';
import { Navigate, Outlet, redirect, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { paths } from '@/config/paths.ts';
import { IdleLock } from '@/features/idle-lock/components/idle-lock.tsx';
import { useBackOfficeRole } from '@/features/user/hooks/use-back-office-role.ts';
import { canEnterProtectedArea, useSessionKey } from '@/lib/tokens.ts';
import { useRouteRoles } from '../../shells/route-handle.ts';
import { NoAccessPage } from './no-access.tsx';

/**
 * Route guard of spec §6, run before any admin code renders: entry is allowed if the refresh token
 * is unexpired and the token has idtercero, or the user is an administrator; otherwise go to /.
 */
export function adminGuardLoader() {
  if (!canEnterProtectedArea()) {
    throw redirect(paths.home.getHref());
  }
  return null;
}

/**
 * The one check of a page's roles (issue 15 §2): the page's route handle names the roles that may
 * open it (none named: the Responsable only); anybody else sees "No tiene acceso a esta sección".
 */
function RoleGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const roles = useRouteRoles();
  const state = useBackOfficeRole();
  if (state.status === 'pending') {
    return <Loader />;
  }
  if (state.status === 'error') {
    return <RetryAlert message={t('noAccess.roleLoadError')} onRetry={state.retry} />;
  }
  if (state.role === null || !roles.includes(state.role)) {
    return <NoAccessPage />;
  }
  return children;
}

/**
 * /admin: the administrator module (classy layout comes from the route's handle). The guard is
 * checked again whenever the tokens change, so an admin page never goes on without the session
 * that let it in (e.g. with a public token); each page is then checked against the person's role.
 */
export function AdminRootRoute() {
  useSessionKey();
  const navigation = useNavigation();
  if (!canEnterProtectedArea()) {
    // A sign-out already on its way (to the sign-in page, which says why: api-client endSession)
    // wins: redirecting home now would replace it while the sign-in page's chunk still loads.
    if (navigation.state !== 'idle') {
      return null;
    }
    return <Navigate to={paths.home.getHref()} replace />;
  }
  return (
    <RoleGate>
      <IdleLock />
      <Outlet />
    </RoleGate>
  );
}

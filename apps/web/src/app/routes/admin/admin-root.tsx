import { Navigate, Outlet, redirect } from 'react-router';
import { paths } from '@/config/paths.ts';
import { canEnterProtectedArea, useSessionKey } from '@/lib/tokens.ts';

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
 * /admin: the administrator module (classy layout comes from the route's handle). The guard is
 * checked again whenever the tokens change, so an admin page never goes on without the session
 * that let it in (e.g. with a public token).
 */
export function AdminRootRoute() {
  useSessionKey();
  if (!canEnterProtectedArea()) {
    return <Navigate to={paths.home.getHref()} replace />;
  }
  return <Outlet />;
}

import { Outlet, redirect } from 'react-router';
import { paths } from '@/config/paths.ts';
import { canEnterProtectedArea } from '@/lib/tokens.ts';

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

/** /admin: the administrator module (classy layout comes from the route's handle). */
export function AdminRootRoute() {
  return <Outlet />;
}

import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { ErrorFallback } from '@/components/ui/error-fallback.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { SessionGate } from '@/features/auth/components/session-gate.tsx';
import { LayoutSwitch } from '../shells/layout-switch.tsx';
import { useDocumentTitle, useOfflineRedirect } from '../shells/use-route-effects.ts';

/** Root of every page: offline redirect, title, session bootstrap, then the chosen layout. */
export function RootRoute() {
  const { pathname } = useLocation();
  useOfflineRedirect();
  useDocumentTitle();
  return (
    <SessionGate>
      <LayoutSwitch>
        <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[pathname]}>
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </LayoutSwitch>
    </SessionGate>
  );
}

/** Shown while the first route's lazy code and loaders resolve. */
export function RootFallback() {
  return <Loader fullScreen />;
}

import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { ErrorFallback } from '@/components/ui/error-fallback.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { SessionGate } from '@/features/auth/components/session-gate.tsx';
import { LayoutSwitch } from '../shells/layout-switch.tsx';
import { useNeedsMui } from '../shells/route-handle.ts';
import { useDocumentTitle, useOfflineRedirect } from '../shells/use-route-effects.ts';

/** MUI's theme, loaded with the first page that needs it (decision 044). */
const MuiScope = lazy(async () => ({ default: (await import('@/components/ui/mui-scope.tsx')).MuiScope }));

/**
 * The theme around the layout once a page needs it, and from then on: switching back and forth
 * would remount the shell on every navigation between a plain page and an MUI one.
 */
function ThemeWhenNeeded({ children }: { children: ReactNode }) {
  const needsMui = useNeedsMui();
  const [loaded, setLoaded] = useState(needsMui);
  if (needsMui && !loaded) {
    setLoaded(true);
  }
  if (!loaded) {
    return children;
  }
  return (
    <Suspense fallback={<Loader fullScreen />}>
      <MuiScope>{children}</MuiScope>
    </Suspense>
  );
}

/** Root of every page: offline redirect, title, session bootstrap, then the chosen layout. */
export function RootRoute() {
  const { pathname } = useLocation();
  useOfflineRedirect();
  useDocumentTitle();
  return (
    <SessionGate>
      <ThemeWhenNeeded>
        <LayoutSwitch>
          <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[pathname]}>
            <Suspense fallback={<Loader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </LayoutSwitch>
      </ThemeWhenNeeded>
    </SessionGate>
  );
}

/** Shown while the first route's lazy code and loaders resolve. */
export function RootFallback() {
  return <Loader fullScreen />;
}

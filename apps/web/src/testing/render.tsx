import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider.tsx';
import { MuiScope } from '@/components/ui/mui-scope.tsx';
import { setNavigator } from '@/lib/app-events.ts';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders inside the app's providers (query cache, notices) and MUI's theme. `rerender` keeps the
 * providers, so the component under test updates with new props instead of remounting.
 */
export function renderWithProviders(ui: ReactElement, queryClient: QueryClient = createTestQueryClient()) {
  function wrap(node: ReactElement) {
    return (
      <AppProvider queryClient={queryClient}>
        <MuiScope>{node}</MuiScope>
      </AppProvider>
    );
  }
  const result = render(wrap(ui));
  return {
    ...result,
    queryClient,
    rerender: (next: ReactElement) => {
      result.rerender(wrap(next));
    },
  };
}

/** Renders routes in a memory router; code outside React navigates with this router. */
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries });
  // Rendered synchronously (not as a transition) so a session change right after cannot lose it.
  setNavigator((path, options) => {
    void router.navigate(path, { replace: options?.replace, flushSync: true });
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

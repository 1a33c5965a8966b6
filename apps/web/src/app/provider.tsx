import { Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { SnackbarHost } from '@/components/ui/snackbar-host.tsx';
import { UpdatePromptHost } from '@/components/ui/update-prompt-host.tsx';
import { queryClient as defaultQueryClient } from '@/lib/query-client.ts';
import { createAppTheme, useThemeSettings } from '@/lib/theme.ts';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/** Theme (scheme + colour theme), data cache, notices, the update prompt and the top-level error boundary. */
export function AppProvider({ children, queryClient = defaultQueryClient }: AppProviderProps) {
  const { scheme, theme } = useThemeSettings();
  const muiTheme = useMemo(() => createAppTheme(scheme, theme), [scheme, theme]);
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme />
      <ErrorBoundary FallbackComponent={ErrorFallback}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<Loader fullScreen />}>{children}</Suspense>
          <SnackbarHost />
          <UpdatePromptHost />
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}

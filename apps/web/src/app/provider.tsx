import { Suspense, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { NoticeHost } from '@/components/ui/notice-host.tsx';
import { UpdatePromptHost } from '@/components/ui/update-prompt-host.tsx';
import { queryClient as defaultQueryClient } from '@/lib/query-client.ts';
import { applyThemeToDocument, useThemeSettings } from '@/lib/theme-settings.ts';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/**
 * Scheme and colour theme on <html> (the plain shell's stylesheet reads them), data cache,
 * notices, the update prompt and the top-level error boundary. No MUI here (decision 044): the
 * pages built with it bring their theme (`MuiScope`) with their code.
 */
export function AppProvider({ children, queryClient = defaultQueryClient }: AppProviderProps) {
  const settings = useThemeSettings();
  useLayoutEffect(() => {
    applyThemeToDocument(document.documentElement, settings);
  }, [settings]);
  return (
    <ErrorBoundary FallbackComponent={ErrorFallback}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<Loader fullScreen />}>{children}</Suspense>
        <NoticeHost />
        <UpdatePromptHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate, dismissWorkerError, useServiceWorkerState } from '@/lib/service-worker.ts';

/** The dialog's code loads only when there is something to say: nothing of it in the public entry. */
const UpdatePrompt = lazy(async () => ({ default: (await import('./update-prompt.tsx')).UpdatePrompt }));

/**
 * When the dialog's file cannot be loaded (the worker precaches it, but a browser may have evicted
 * it after a new deployment removed it from the server), the browser's own dialogs ask instead:
 * the person is still told, and the page never breaks over it.
 */
function NativePrompt() {
  const { t } = useTranslation();
  const { ready, error } = useServiceWorkerState();
  useEffect(() => {
    if (ready) {
      if (window.confirm(t('sw.updateReady'))) {
        applyUpdate();
      } else {
        dismissUpdate();
      }
    } else if (error !== null) {
      window.alert(t('sw.error'));
      dismissWorkerError();
    }
  }, [ready, error, t]);
  return null;
}

/** Mounted once by the app provider: shows the update prompt or the worker's error when they come. */
export function UpdatePromptHost() {
  const { ready, error } = useServiceWorkerState();
  if (!ready && error === null) {
    return null;
  }
  return (
    <ErrorBoundary FallbackComponent={NativePrompt}>
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </ErrorBoundary>
  );
}

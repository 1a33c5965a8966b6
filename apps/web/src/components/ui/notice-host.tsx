import { lazy, Suspense } from 'react';
import { useNotices } from '@/lib/notices.ts';

/** The snackbar and its theme load with the first notice: nothing of them in the public entry. */
const ThemedSnackbarHost = lazy(async () => {
  const [{ MuiScope }, { SnackbarHost }] = await Promise.all([
    import('./mui-scope.tsx'),
    import('./snackbar-host.tsx'),
  ]);
  return {
    default: function ThemedSnackbar() {
      return (
        <MuiScope>
          <SnackbarHost />
        </MuiScope>
      );
    },
  };
});

/**
 * Mounted once by the app provider: shows the notices raised anywhere in the app (the api client
 * included). Until the first notice it renders nothing and loads nothing.
 */
export function NoticeHost() {
  const notices = useNotices();
  if (notices.length === 0) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ThemedSnackbarHost />
    </Suspense>
  );
}

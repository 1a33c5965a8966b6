import { lazy, Suspense, useState } from 'react';
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
 * included). Until the first notice it renders nothing and loads nothing; once loaded it stays
 * mounted, so the last notice's exit transition plays out instead of being cut.
 */
export function NoticeHost() {
  const notices = useNotices();
  const [loaded, setLoaded] = useState(false);
  if (notices.length > 0 && !loaded) {
    setLoaded(true);
  }
  if (!loaded && notices.length === 0) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ThemedSnackbarHost />
    </Suspense>
  );
}

import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Loader } from '@/components/ui/loader.tsx';
import { useOnlineStatus } from '@/hooks/use-online-status.ts';
import { notify } from '@/lib/notices.ts';
import { needsPublicToken, useSessionKey } from '@/lib/tokens.ts';
import { ensureSession } from '../api/bootstrap-session.ts';

/** Where a failed public-token request leads (spec §8); unknown paths then show /404. */
const failurePaths: readonly string[] = [paths.sessionNotFound.path, paths.notFound.path];

/**
 * Holds the routes back (showing the Loader) until the visitor has a usable session:
 * requests a public token on first visit and again whenever the tokens are cleared.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const sessionKey = useSessionKey();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [failed, setFailed] = useState(false);
  const needsToken = needsPublicToken();
  const onFailurePage = failed && failurePaths.includes(pathname);
  const shouldRequest = needsToken && online && !onFailurePage;

  useEffect(() => {
    if (!shouldRequest) {
      return undefined;
    }
    let active = true;
    ensureSession().then(
      () => {
        if (active) {
          setFailed(false);
        }
      },
      (error: unknown) => {
        if (!active) {
          return;
        }
        setFailed(true);
        // Spec §8: the message is shown, then /sessions/404, which keeps showing it (the server's).
        const message = error instanceof Error && error.message ? error.message : undefined;
        notify({ title: 'ERROR', message: message ?? 'No se ha podido iniciar la sesión', severity: 'error' });
        void navigate(paths.sessionNotFound.getHref(), { replace: true, state: { message } });
      },
    );
    return () => {
      active = false;
    };
  }, [shouldRequest, sessionKey, navigate]);

  if (shouldRequest) {
    return <Loader fullScreen />;
  }
  return children;
}

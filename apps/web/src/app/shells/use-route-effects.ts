import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useRouteHandle } from './route-handle.ts';

export type OfflineState = { from?: string };

/** Spec §2/§8: going offline (or starting offline) navigates to /offline, remembering the page. */
export function useOfflineRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);

  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(() => {
    function goOffline() {
      const { pathname, search } = current.current;
      if (pathname === paths.offline.path) {
        return;
      }
      const state: OfflineState = { from: `${pathname}${search}` };
      void navigate(paths.offline.getHref(), { state });
    }
    if (!globalThis.navigator.onLine) {
      goOffline();
    }
    globalThis.addEventListener('offline', goOffline);
    return () => {
      globalThis.removeEventListener('offline', goOffline);
    };
  }, [navigate]);
}

/** Sets `document.title` from the route's `handle.title` (an i18n key). */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { title } = useRouteHandle();
  useEffect(() => {
    document.title = title ? `${t(title)} · ${t('app.name')}` : t('app.title');
  }, [title, t]);
}

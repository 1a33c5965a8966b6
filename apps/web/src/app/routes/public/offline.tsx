import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WifiIcon, WifiOffIcon } from '@/components/ui/plain-icons.tsx';
import { paths } from '@/config/paths.ts';
import { useOnlineStatus } from '@/hooks/use-online-status.ts';

function readFrom(state: unknown): string {
  const from: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'from') : undefined;
  return typeof from === 'string' && from.startsWith('/') && from !== paths.offline.path ? from : paths.home.getHref();
}

/**
 * /offline: shown without a connection; once the connection returns (or when opened online) it
 * says so in its heading too, and offers to go back.
 */
export function OfflineRoute() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="at-center-page">
      {online ? (
        <WifiIcon className="at-icon at-icon-xl at-success" />
      ) : (
        <WifiOffIcon className="at-icon at-icon-xl at-muted" />
      )}
      <h1 className="at-h1">{online ? t('offline.onlineTitle') : t('offline.title')}</h1>
      <p className="at-text" role="status">
        {online ? t('offline.backOnline') : t('offline.text')}
      </p>
      <button
        type="button"
        className="at-btn at-btn-contained"
        disabled={!online}
        onClick={() => {
          void navigate(readFrom(location.state), { replace: true });
        }}
      >
        {t('offline.goBack')}
      </button>
    </div>
  );
}

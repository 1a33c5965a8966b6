import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloudOffIcon } from '@/components/ui/plain-icons.tsx';
import { paths } from '@/config/paths.ts';

/** What the session gate leaves in the history state when the public token is refused. */
export type SessionFailedState = { message?: string };

function messageOf(state: unknown): string | undefined {
  const message: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'message') : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * /sessions/404 (spec §8): where a refused public token leads. Says that the channel could not be
 * opened, with the server's own reason (e.g. no organisation answers on this address), and offers
 * to try again. Needs no session: it makes no request.
 */
export function SessionFailedRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const message = messageOf(state);
  return (
    <div className="at-center-page">
      <CloudOffIcon className="at-icon at-icon-xl at-muted" />
      <h1 className="at-h1">{t('sessionFailure.title')}</h1>
      {message ? (
        <p className="at-text at-strong" data-testid="session-failure-message">
          {message}
        </p>
      ) : null}
      <p className="at-text at-muted">{t('sessionFailure.text')}</p>
      <button
        type="button"
        className="at-btn at-btn-contained"
        onClick={() => {
          void navigate(paths.home.getHref(), { replace: true });
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}

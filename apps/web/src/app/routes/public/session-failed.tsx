import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
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
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <CloudOffIcon aria-hidden="true" sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h1" component="h1">
        {t('sessionFailure.title')}
      </Typography>
      {message ? (
        <Typography data-testid="session-failure-message" sx={{ fontWeight: 600 }}>
          {message}
        </Typography>
      ) : null}
      <Typography color="text.secondary">{t('sessionFailure.text')}</Typography>
      <Button
        variant="contained"
        onClick={() => {
          void navigate(paths.home.getHref(), { replace: true });
        }}
      >
        {t('common.retry')}
      </Button>
    </Box>
  );
}

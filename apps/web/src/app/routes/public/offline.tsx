import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WifiIcon from '@mui/icons-material/Wifi';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
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
      {online ? (
        <WifiIcon aria-hidden="true" sx={{ fontSize: 64, color: 'success.main' }} />
      ) : (
        <WifiOffIcon aria-hidden="true" sx={{ fontSize: 64, color: 'text.secondary' }} />
      )}
      <Typography variant="h1" component="h1">
        {online ? t('offline.onlineTitle') : t('offline.title')}
      </Typography>
      <Typography role="status">{online ? t('offline.backOnline') : t('offline.text')}</Typography>
      <Button
        variant="contained"
        disabled={!online}
        onClick={() => {
          void navigate(readFrom(location.state), { replace: true });
        }}
      >
        {t('offline.goBack')}
      </Button>
    </Box>
  );
}

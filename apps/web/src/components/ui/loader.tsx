import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type LoaderProps = { fullScreen?: boolean };

/** Spinner with the text "Por favor, espera." (spec §2, with its period). Usable before translations load. */
export function Loader({ fullScreen = false }: LoaderProps) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const text = ready ? t('loader.text') : 'Por favor, espera.';
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullScreen ? '100vh' : undefined,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}

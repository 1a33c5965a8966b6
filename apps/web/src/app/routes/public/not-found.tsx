import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';

/** /404: every unknown path redirects here. */
export function NotFoundRoute() {
  const { t } = useTranslation();
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
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '4rem', md: '6rem' }, fontWeight: 800 }}>
        404
      </Typography>
      <Typography variant="h2" component="p">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.text')}</Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        {t('common.backHome')}
      </Button>
    </Box>
  );
}

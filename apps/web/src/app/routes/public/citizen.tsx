import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { signOutCitizen } from '@/features/auth/api/citizen-session.ts';
import { exchangeIdentityCode, notifyIdentityRefused } from '@/features/auth/api/identity-login.ts';
import { isFollowingUpAsCitizen, returnToCitizen } from '@/features/citizen-panel/api/citizen-panel.ts';
import { CitizenComplaints } from '@/features/citizen-panel/components/citizen-complaints.tsx';
import { CitizenDataForm } from '@/features/citizen-panel/components/citizen-data-form.tsx';
import { useReporterComplaint } from '@/features/report-status/api/get-reporter-complaint.ts';
import { canEnterProtectedArea, useAccessClaims } from '@/lib/tokens.ts';
import { ComplaintDetail } from './report-status.tsx';

/**
 * /ciudadano/loader (spec §2): where the identity provider returns, on success with a one-time
 * `codigo` and on error without one. The code becomes the citizen's tokens, then /ciudadano; any
 * failure shows spec §8's "Petición Cl@ve no válida para esta aplicación." (3 s) and goes home.
 */
export function CitizenLoaderRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const codigo = params.get('codigo');

  useEffect(() => {
    // Once: the code is single-use (StrictMode mounts effects twice in development).
    if (started.current) {
      return;
    }
    started.current = true;
    function refuse() {
      notifyIdentityRefused(t('ciudadano.claveInvalid'));
      void navigate(paths.home.getHref(), { replace: true });
    }
    if (!codigo) {
      refuse();
      return;
    }
    exchangeIdentityCode(codigo).then(() => navigate(paths.ciudadano.getHref(), { replace: true }), refuse);
  }, [codigo, navigate, t]);

  return <Loader />;
}

function FollowUp({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const claims = useAccessClaims();
  const complaint = useReporterComplaint(claims?.sid ?? '');
  return (
    <Stack spacing={3}>
      <div>
        <Button variant="outlined" startIcon={<ArrowBackIcon aria-hidden="true" />} onClick={onBack}>
          {t('ciudadano.complaints.back')}
        </Button>
      </div>
      {complaint.isPending ? <Loader /> : null}
      {complaint.isError ? <Alert severity="error">{t('complaint.loadError')}</Alert> : null}
      {complaint.data ? <ComplaintDetail complaint={complaint.data} /> : null}
    </Stack>
  );
}

const sections = ['comunicaciones', 'nueva', 'datos'] as const;
type Section = (typeof sections)[number];

/**
 * /ciudadano (spec §2, §6; issue 16 §3, decision 052): the citizen's panel, behind the route guard
 * (refresh token unexpired and `idtercero`, or an administrator; else /). "Mis comunicaciones"
 * lists what they filed while identified and opens one in the receipt follow-up's screens (with a
 * reporter token bound to it; the citizen's pair waits in this tab); "Nueva comunicación" is the
 * filing wizard, which files with the citizen's token and so with their verified identity; "Mis
 * datos" their e-mail and phone. Citizen logout revokes the session, removes both tokens and reloads (spec §4).
 */
export function CitizenPanelRoute() {
  const { t } = useTranslation();
  const claims = useAccessClaims();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const followingUp = isFollowingUpAsCitizen();
  const tabsId = useId();
  if (!followingUp && !canEnterProtectedArea()) {
    return <Navigate to={paths.home.getHref()} replace />;
  }
  const isCitizen = claims?.idtercero !== undefined && claims.idtercero !== null;
  const asked = params.get('seccion');
  const section: Section = sections.find((s) => s === asked) ?? 'comunicaciones';

  function back() {
    void returnToCitizen().then(() => {
      queryClient.removeQueries({ queryKey: ['reporter'] });
      void queryClient.invalidateQueries({ queryKey: ['ciudadano'] });
    });
  }

  if (followingUp) {
    return (
      <>
        <PageHeader title={t('ciudadano.complaints.followUpTitle')} />
        <FollowUp onBack={back} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('ciudadano.title')} subtitle={isCitizen ? t('ciudadano.signedIn') : undefined} />
      {isCitizen ? (
        <>
          <Tabs
            value={section}
            onChange={(_event, value: Section) => {
              setParams(value === 'comunicaciones' ? {} : { seccion: value }, { replace: true });
            }}
            aria-label={t('ciudadano.title')}
            variant="scrollable"
            allowScrollButtonsMobile
            // The selected tab in the text colour: the tenant's primary colour may be too light for text.
            sx={{
              mb: 3,
              borderBottom: 1,
              borderColor: 'divider',
              '& .MuiTab-root.Mui-selected': { color: 'text.primary' },
            }}
          >
            {sections.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`ciudadano.sections.${value}`)}
                id={`${tabsId}-${value}`}
                aria-controls={`${tabsId}-${value}-panel`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`${tabsId}-${section}-panel`}
            aria-labelledby={`${tabsId}-${section}`}
            sx={{ mb: 4 }}
          >
            {section === 'comunicaciones' ? <CitizenComplaints onOpened={() => undefined} /> : null}
            {section === 'nueva' ? (
              <Stack spacing={2} sx={{ maxWidth: 720 }}>
                <Typography>{t('ciudadano.newComplaint.intro')}</Typography>
                <div>
                  <Button component={RouterLink} to={paths.reportNew.getHref()} variant="contained">
                    {t('ciudadano.newComplaint.start')}
                  </Button>
                </div>
              </Stack>
            ) : null}
            {section === 'datos' ? <CitizenDataForm /> : null}
          </Box>
          <button
            type="button"
            className="at-btn at-btn-outlined"
            onClick={() => {
              void signOutCitizen();
            }}
          >
            {t('ciudadano.signOut')}
          </button>
        </>
      ) : (
        <p className="at-text">{t('ciudadano.adminOnly')}</p>
      )}
    </>
  );
}

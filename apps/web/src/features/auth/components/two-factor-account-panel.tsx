import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { twoFactorStatusKey, useTwoFactorStatus } from '../api/two-factor.ts';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

/**
 * "Mi cuenta"'s second-factor section (decision 038): whether the signed-in person has a factor and
 * how many recovery codes are left; enrol, or replace the factor (the old one works until the new
 * one is confirmed). Its title is an h2; the steps inside use h3.
 */
export function TwoFactorAccountPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [enrolling, setEnrolling] = useState(false);

  let content;
  if (status.isPending) {
    content = <Loader />;
  } else if (status.isError) {
    content = (
      <Alert severity="error" role="alert">
        {status.error.message || t('auth.errors.generic')}
      </Alert>
    );
  } else if (enrolling) {
    content = (
      <TwoFactorEnrolment
        mode={{ kind: 'session' }}
        headingLevel="h3"
        onSkip={() => {
          setEnrolling(false);
        }}
        onDone={() => {
          setEnrolling(false);
          void queryClient.invalidateQueries({ queryKey: twoFactorStatusKey });
        }}
      />
    );
  } else {
    const { activo, codigos_restantes: left, obligatorio } = status.data;
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography data-testid="two-factor-status">
          {activo ? t('auth.twoFactor.statusOn', { left }) : t('auth.twoFactor.statusOff')}
        </Typography>
        {!activo && obligatorio ? <Alert severity="warning">{t('auth.twoFactor.requiredByChannel')}</Alert> : null}
        <Button
          variant={activo ? 'outlined' : 'contained'}
          onClick={() => {
            setEnrolling(true);
          }}
        >
          {activo ? t('auth.twoFactor.replace') : t('auth.twoFactor.enable')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="section" spacing={2} aria-labelledby="two-factor-panel-title">
      <Typography variant="h5" component="h2" id="two-factor-panel-title">
        {t('auth.twoFactor.panelTitle')}
      </Typography>
      {content}
    </Stack>
  );
}

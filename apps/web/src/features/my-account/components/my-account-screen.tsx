import type { ReactNode } from 'react';
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MyAccount, SignInEvent } from '@atalaya/contract/people/my-account.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { useMyAccount } from '../api/my-account.ts';
import { PasswordForm } from './password-form.tsx';
import { SessionsTable } from './sessions-table.tsx';

type MyAccountScreenProps = {
  /**
   * The second-factor panel (enrol, recovery codes), built by the two-factor feature and passed in
   * by the route (features never import each other). Shown under "Segundo factor" when given.
   */
  secondFactorPanel?: ReactNode;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1.5, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, height: '100%' }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function SignIn({ event }: { event: SignInEvent | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return event ? (
    <time dateTime={event.fec_evento}>{formatDateTime(event.fec_evento, language)}</time>
  ) : (
    t('myAccount.none')
  );
}

function Facts({ account, secondFactorPanel }: { account: MyAccount; secondFactorPanel: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('myAccount.profile')}>
          <dl style={{ margin: 0 }}>
            <Fact label={t('myAccount.name')}>{account.nombre}</Fact>
            <Fact label={t('myAccount.email')}>{account.email}</Fact>
            <Fact label={t('myAccount.role')}>{t(`peopleAdmin.roles.${account.rol}`)}</Fact>
            <Fact label={t('myAccount.idleLock')}>
              {t('myAccount.idleMinutes', { count: account.minutos_inactividad })}
            </Fact>
          </dl>
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('myAccount.signIns')}>
          <dl style={{ margin: 0 }} data-testid="my-sign-ins">
            <Fact label={t('myAccount.lastSuccess')}>
              <SignIn event={account.ultimo_acceso} />
            </Fact>
            <Fact label={t('myAccount.lastFailure')}>
              <SignIn event={account.ultimo_fallo} />
            </Fact>
          </dl>
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title={t('myAccount.secondFactor')}>
          <Typography sx={{ mb: 1 }} data-testid="second-factor-state">
            {account.segundo_factor ? t('myAccount.secondFactorOn') : t('myAccount.secondFactorOff')}
          </Typography>
          {account.dos_factores_obligatorio ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('myAccount.secondFactorRequired')}
            </Typography>
          ) : null}
          {secondFactorPanel}
        </Section>
      </Grid>
    </Grid>
  );
}

/** Mi cuenta (every role): facts, last sign-ins, the second factor, the password and open sessions. */
export function MyAccountScreen({ secondFactorPanel = null }: MyAccountScreenProps) {
  const { t } = useTranslation();
  const account = useMyAccount();
  return (
    <Stack spacing={3}>
      {account.isPending ? <Loader /> : null}
      {account.isError ? <Alert severity="error">{t('myAccount.loadError')}</Alert> : null}
      {account.data ? <Facts account={account.data} secondFactorPanel={secondFactorPanel} /> : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <PasswordForm />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SessionsTable />
      </Paper>
    </Stack>
  );
}

import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { IdentityProviderBody, IdentityProviderView } from '@atalaya/contract/auth/clave.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { serverNow } from '@/lib/server-clock.ts';
import {
  spMetadataPath,
  useIdentityProvider,
  useRemoveIdentityProvider,
  useSetIdentityProvider,
} from '../api/identity-provider.ts';
import { IdentityProviderDialog } from './identity-provider-dialog.tsx';
import { certificateState } from './identity-provider-form.ts';

const wrapSx = { overflowWrap: 'anywhere' } as const;
const monoSx = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One term and its value of a definition list. */
function Entry({ term, children, mono = false }: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 700, mt: 1 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ ml: 0, ...(mono ? monoSx : wrapSx) }}>
        {children}
      </Box>
    </>
  );
}

function Certificate({ certificate }: { certificate: IdentityProviderView['certificados'][number] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = certificateState(certificate.validTo, serverNow());
  const date = formatDate(certificate.validTo, language);
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Entry term={t('identityProvider.certificate.subject')}>
          {/* Node writes one attribute a line (C=ES, O=…, CN=…). */}
          {certificate.subject.split('\n').join(', ')}
        </Entry>
        <Entry term={t('identityProvider.certificate.validTo')}>{date}</Entry>
        <Entry term={t('identityProvider.certificate.fingerprint')} mono>
          {certificate.sha256}
        </Entry>
      </Box>
      {state.kind === 'expired' ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="certificate-expired">
          {t('identityProvider.certificate.expired', { date })}
        </Alert>
      ) : null}
      {state.kind === 'expiring' ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="certificate-expiring">
          {t('identityProvider.certificate.expiring', { count: state.days, date })}
        </Alert>
      ) : null}
    </Box>
  );
}

function Configured({ provider }: { provider: IdentityProviderView }) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <>
      <Box component="dl" sx={{ mt: 0 }}>
        <Entry term={t('identityProvider.profile')}>{t(`identityProvider.profiles.${provider.perfil}`)}</Entry>
        {provider.nivelLoa ? (
          <Entry term={t('identityProvider.loa')}>{t(`identityProvider.levels.${provider.nivelLoa}`)}</Entry>
        ) : null}
        <Entry term={t('identityProvider.idpEntityId')} mono>
          {provider.idpEntityId}
        </Entry>
        <Entry term={t('identityProvider.ssoUrl')} mono>
          {provider.ssoUrl}
        </Entry>
        <Entry term={t('identityProvider.sloUrl')} mono={provider.sloUrl !== null}>
          {provider.sloUrl ?? t('identityProvider.noSlo')}
        </Entry>
        {provider.atributos
          ? (['identificador', 'nombre', 'apellidos'] as const).map((name) =>
              provider.atributos?.[name] ? (
                <Entry key={name} term={t(`identityProvider.attributes.${name}`)} mono>
                  {provider.atributos[name]}
                </Entry>
              ) : null,
            )
          : null}
        {provider.metadataUrl ? (
          <Entry term={t('identityProvider.metadataUrlRead')} mono>
            {provider.metadataUrl}
          </Entry>
        ) : null}
      </Box>
      <Typography id={listId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mt: 2 }}>
        {t('identityProvider.certificates')}
      </Typography>
      <Box component="ul" aria-labelledby={listId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {provider.certificados.map((certificate) => (
          <Certificate key={certificate.sha256} certificate={certificate} />
        ))}
      </Box>
    </>
  );
}

function ServiceProvider({ provider }: { provider: IdentityProviderView | null }) {
  const { t } = useTranslation();
  const metadataUrl = provider?.spEntityId ?? `${globalThis.location.origin}${spMetadataPath}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(metadataUrl);
      notify({ message: t('identityProvider.sp.copied'), severity: 'success' });
    } catch {
      notify({ message: t('identityProvider.sp.copyFailed'), severity: 'error' });
    }
  }

  return (
    <Section title={t('identityProvider.sp.title')} testId="identity-provider-sp">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('identityProvider.sp.help')}
      </Typography>
      <Box component="dl" sx={{ mt: 0 }}>
        <Entry term={t('identityProvider.sp.metadataUrl')} mono>
          <span data-testid="sp-metadata-url">{metadataUrl}</span>
        </Entry>
        {provider ? (
          <>
            <Entry term={t('identityProvider.sp.acsUrl')} mono>
              {provider.acsUrl}
            </Entry>
            <Entry term={t('identityProvider.sp.sloUrl')} mono>
              {provider.spSloUrl}
            </Entry>
          </>
        ) : null}
      </Box>
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => {
          void copy();
        }}
      >
        {t('identityProvider.sp.copy')}
      </Button>
      {provider ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('identityProvider.sp.notYet')}
        </Typography>
      )}
    </Section>
  );
}

function ProviderScreen({ provider }: { provider: IdentityProviderView | null }) {
  const { t } = useTranslation();
  const save = useSetIdentityProvider();
  const remove = useRemoveIdentityProvider();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  // Each opening mounts a fresh dialog (an empty form); it stays mounted while it closes.
  const [opening, setOpening] = useState(0);

  async function saveProvider(body: IdentityProviderBody) {
    await save.mutateAsync(body);
    notify({ title: t('adminCrud.okTitle'), message: t('identityProvider.saved'), severity: 'success' });
    setOpen(false);
  }

  function removeProvider() {
    setRemoving(false);
    remove.mutate(undefined, {
      onSuccess: () => {
        notify({ title: t('adminCrud.okTitle'), message: t('identityProvider.removed'), severity: 'success' });
      },
      onError: () => {
        notify({ message: t('identityProvider.removeError'), severity: 'error' });
      },
    });
  }

  return (
    <>
      <Section title={t('identityProvider.help.title')} testId="identity-provider-help">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('identityProvider.help.clave')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('identityProvider.help.saml')}
        </Typography>
        <Box component="ol" sx={{ my: 0, pl: 3, typography: 'body2' }}>
          <li>{t('identityProvider.help.step1')}</li>
          <li>{t('identityProvider.help.step2')}</li>
          <li>{t('identityProvider.help.step3')}</li>
        </Box>
      </Section>
      <Section title={t('identityProvider.current')} testId="identity-provider-current">
        {provider ? (
          <Configured provider={provider} />
        ) : (
          <Typography color="text.secondary" data-testid="identity-provider-none">
            {t('identityProvider.none')}
          </Typography>
        )}
        <Button
          variant="contained"
          startIcon={<EditIcon />}
          sx={{ mt: 2 }}
          onClick={() => {
            save.reset();
            setOpening((count) => count + 1);
            setOpen(true);
          }}
        >
          {provider ? t('identityProvider.replace') : t('identityProvider.configure')}
        </Button>
        {provider ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            sx={{ mt: 2, ml: 1 }}
            disabled={remove.isPending}
            onClick={() => {
              setRemoving(true);
            }}
          >
            {t('identityProvider.remove')}
          </Button>
        ) : null}
      </Section>
      <ServiceProvider provider={provider} />
      <ConfirmDialog
        open={removing}
        title={t('identityProvider.removeTitle')}
        message={t('identityProvider.removeConfirm')}
        confirmLabel={t('identityProvider.remove')}
        onConfirm={removeProvider}
        onClose={() => {
          setRemoving(false);
        }}
      />
      {opening === 0 ? null : (
        <IdentityProviderDialog
          key={opening}
          open={open}
          current={provider}
          onSave={saveProvider}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

/**
 * "Identidad" (issue 16 §1, decision 045), for a Responsable: the tenant's identity provider for
 * citizens (Cl@ve or the organisation's SAML IdP) with its pinned certificates, the SP metadata
 * address to register with it, and setting, replacing or removing it (the IdP's metadata XML).
 */
export function IdentityProviderScreen() {
  const { t } = useTranslation();
  const provider = useIdentityProvider();
  if (provider.isPending) {
    return <Loader />;
  }
  if (provider.isError) {
    return (
      <RetryAlert
        message={t('identityProvider.loadError')}
        onRetry={() => {
          void provider.refetch();
        }}
      />
    );
  }
  return <ProviderScreen provider={provider.data} />;
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchIcon from '@mui/icons-material/Search';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';

/** The external channel the tenant names (Ley 2/2023, título III): its authority and address. */
export type ExternalChannel = { url?: string; authority?: string };

/** "Canal externo: <authority>", with the national authority when the tenant names none. */
export function externalChannelLinkText(t: TFunction, authority: string | undefined): string {
  const name = authority?.trim() ? authority.trim() : t('denuncias.externalChannel.defaultAuthority');
  return t('denuncias.externalChannel.link', { authority: name });
}

/** A link to the external channel that opens in a new tab, and says so. */
export function ExternalChannelLink({ url, authority }: { url: string; authority?: string }) {
  const { t } = useTranslation();
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
      {externalChannelLinkText(t, authority)}
      <OpenInNewIcon aria-hidden="true" sx={{ fontSize: '1rem', verticalAlign: 'text-bottom', ml: 0.5 }} />
      <VisuallyHidden>{` ${t('common.newTab')}`}</VisuallyHidden>
    </Link>
  );
}

/** The sentence about the external channel and its link; nothing when the tenant has none. */
export function ExternalChannelNotice({ url, authority }: ExternalChannel) {
  const { t } = useTranslation();
  if (!url) {
    return null;
  }
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, bgcolor: 'action.hover' }} data-testid="external-channel">
      <Typography>
        {t('denuncias.externalChannel.text')} <ExternalChannelLink url={url} authority={authority} />
      </Typography>
    </Paper>
  );
}

type ChannelActionsProps = { fileHref: string; followUpHref: string };

/**
 * The two ways in, as the first thing a reporter can act on: file a new communication, or follow
 * one up with the code. Full width and stacked on a phone, side by side from 600 px.
 */
export function ChannelActions({ fileHref, followUpHref }: ChannelActionsProps) {
  const { t } = useTranslation();
  return (
    <Box data-testid="channel-actions">
      <Box
        role="group"
        aria-label={t('home.actions.label')}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
      >
        <Button
          component={RouterLink}
          to={fileHref}
          variant="contained"
          size="large"
          startIcon={<EditNoteIcon aria-hidden="true" />}
          sx={{ py: 1.5, px: 3 }}
        >
          {t('denuncias.actions.file')}
        </Button>
        <Button
          component={RouterLink}
          to={followUpHref}
          variant="outlined"
          size="large"
          startIcon={<SearchIcon aria-hidden="true" />}
          sx={{ py: 1.5, px: 3 }}
        >
          {t('home.actions.follow')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('home.actions.hint')}
      </Typography>
    </Box>
  );
}

function ActionCard({
  icon,
  title,
  text,
  href,
  label,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  href: string;
  label: string;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, borderRadius: 3 }}
    >
      <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex' }}>
        {icon}
      </Box>
      <Typography id={titleId} component="h2" variant="h5">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      <Box>
        <Button component={RouterLink} to={href} variant="contained" size="large">
          {label}
        </Button>
      </Box>
    </Paper>
  );
}

type ChannelEntryProps = ChannelActionsProps & { externalChannel?: ExternalChannel };

/** The channel page's two actions, each explained, and the sentence about the external channel. */
export function ChannelEntry({ externalChannel, fileHref, followUpHref }: ChannelEntryProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 4 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <ActionCard
          icon={<EditNoteIcon sx={{ fontSize: 40 }} />}
          title={t('denuncias.actions.fileTitle')}
          text={t('denuncias.actions.fileText')}
          href={fileHref}
          label={t('denuncias.actions.file')}
        />
        <ActionCard
          icon={<SearchIcon sx={{ fontSize: 40 }} />}
          title={t('denuncias.actions.followTitle')}
          text={t('denuncias.actions.followText')}
          href={followUpHref}
          label={t('denuncias.actions.follow')}
        />
      </Box>
      {externalChannel?.url ? (
        <Box sx={{ mt: 3 }}>
          <ExternalChannelNotice url={externalChannel.url} authority={externalChannel.authority} />
        </Box>
      ) : null}
    </Box>
  );
}

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
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';

type ChannelEntryProps = {
  /** The external channel (Autoridad Independiente de Protección del Informante). */
  externalChannelUrl?: string;
  fileHref: string;
  followUpHref: string;
};

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

/** The two actions of the channel page and the sentence about the external channel. */
export function ChannelEntry({ externalChannelUrl, fileHref, followUpHref }: ChannelEntryProps) {
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
      {externalChannelUrl ? (
        <Paper variant="outlined" sx={{ mt: 3, p: 2.5, borderRadius: 3, bgcolor: 'action.hover' }}>
          <Typography>
            {t('denuncias.externalChannel.text')}{' '}
            <Link href={externalChannelUrl} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
              {t('denuncias.externalChannel.link')}
              <OpenInNewIcon aria-hidden="true" sx={{ fontSize: '1rem', verticalAlign: 'text-bottom', ml: 0.5 }} />
              <VisuallyHidden>{` ${t('common.newTab')}`}</VisuallyHidden>
            </Link>
          </Typography>
        </Paper>
      ) : null}
    </Box>
  );
}

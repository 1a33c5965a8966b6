import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExternalChannelLink } from './channel-entry.tsx';
import type { ExternalChannel } from './channel-entry.tsx';

type PrivacyNoticeProps = {
  tenantName: string;
  externalChannel?: ExternalChannel;
  /** 3 inside the wizard's review step; 2 on the home page, where it is a section of its own. */
  headingLevel?: 2 | 3;
};

/**
 * The privacy notice (Ley 2/2023 art. 31, RGPD art. 13): controller, purpose, legal basis,
 * retention, rights, and the external channel. Shown before filing and on the home page.
 */
export function PrivacyNotice({ tenantName, externalChannel, headingLevel = 3 }: PrivacyNoticeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = [
    ['controller', t('intake.privacy.controller', { tenant: tenantName })],
    ['purpose', t('intake.privacy.purpose')],
    ['basis', t('intake.privacy.basis')],
    ['retention', t('intake.privacy.retention')],
    ['rights', t('intake.privacy.rights', { tenant: tenantName })],
  ] as const;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2.5 }}
      data-testid="privacy-notice"
    >
      <Typography id={titleId} component={heading} variant="h6" sx={{ mb: 1 }}>
        {t('intake.privacy.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {items.map(([key, text]) => (
          <Box key={key}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t(`intake.privacy.labels.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
      {externalChannel?.url ? (
        <Typography sx={{ mt: 1.5 }}>
          {t('intake.privacy.external')}{' '}
          <ExternalChannelLink url={externalChannel.url} authority={externalChannel.authority} />
        </Typography>
      ) : null}
    </Box>
  );
}

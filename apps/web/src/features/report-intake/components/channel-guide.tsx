import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The essential principles of how a communication is handled, in the order a reporter asks them. */
export const guideItems = [
  'confidential',
  'anonymous',
  'acknowledgement',
  'answer',
  'followUp',
  'retaliation',
] as const;

/**
 * "Cómo se tramita su comunicación": the essential principles of the procedure that Ley 2/2023
 * (art. 25) asks to show on the home page, in a section of its own: confidentiality, anonymity,
 * acknowledgement within seven days, an answer within three months, the follow-up code and the
 * ban on retaliation.
 */
export function ChannelGuide() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="channel-guide">
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {t('home.guide.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {guideItems.map((key) => (
          <Typography component="li" key={key}>
            {t(`home.guide.${key}`)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

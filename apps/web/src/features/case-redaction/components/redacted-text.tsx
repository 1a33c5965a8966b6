import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { redactionMark } from '@atalaya/contract/complaints/redaction.schemas';
import { splitAtMarks } from '../utils/redaction-text.ts';

/**
 * A bar in the colour of the text, the mark's characters included, so it reads as struck out in
 * either scheme and on a handler's own (coloured) chat bubble alike; copied, it is still the mark.
 */
const markSx = {
  display: 'inline-block',
  px: 0.5,
  mx: 0.25,
  borderRadius: 0.5,
  bgcolor: 'text.primary',
  color: 'text.primary',
  outline: '1px solid',
  outlineColor: 'background.paper',
  lineHeight: 1.2,
  verticalAlign: 'baseline',
} as const;

/**
 * A stored text as the back office shows it: each `redactionMark` a distinct bar named "texto
 * tachado" for screen readers, the rest as written (the caller keeps line breaks with pre-wrap).
 */
export function RedactedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const parts = splitAtMarks(text);
  if (parts.length === 1) {
    return <>{text}</>;
  }
  const label = t('caseRedaction.mark');
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one text never move: their position is their identity.
        <Fragment key={index}>
          {index === 0 ? null : (
            <Box component="span" role="img" aria-label={label} title={label} sx={markSx} data-testid="redaction-mark">
              {redactionMark}
            </Box>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

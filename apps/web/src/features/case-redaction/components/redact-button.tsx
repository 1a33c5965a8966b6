import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { RedactionBody } from '@atalaya/contract/complaints/redaction.schemas';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useCreateRedaction } from '../api/redactions.ts';
import { placeLabel, redactableAnswer, type RedactionTarget } from '../utils/redaction-place.ts';
import { RedactionDialog } from './redaction-dialog.tsx';

type RedactButtonProps = {
  iddenuncia: number;
  target: RedactionTarget;
  /** The text as stored, kept current by the caller (a reread after a refusal shows in the open dialog). */
  text: string;
  /**
   * Reads again what holds the text (the case, the chat) after a passage is struck out, so the
   * mark shows, or after a 409, so the handler selects again on the current text.
   */
  onChanged: () => Promise<unknown>;
};

/** "Tachar": the small button beside a text that opens the dialog to strike out a passage of it. */
export function RedactButton({ iddenuncia, target, text, onChanged }: RedactButtonProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const create = useCreateRedaction(iddenuncia);
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog (no selection, no reason); it stays mounted while it closes.
  const [opening, setOpening] = useState(0);
  const label = t('caseRedaction.action', { campo: placeLabel(target, t, language) });

  async function redact(body: RedactionBody) {
    const { message } = await create.mutateAsync(body);
    notify({ title: t('adminCrud.okTitle'), message, severity: 'success' });
    setOpen(false);
    await onChanged();
  }

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="redact-button"
          onClick={() => {
            setOpening((count) => count + 1);
            setOpen(true);
          }}
        >
          <FormatStrikethroughIcon fontSize="small" aria-hidden="true" />
        </IconButton>
      </Tooltip>
      {opening === 0 ? null : (
        <RedactionDialog
          key={opening}
          open={open}
          target={target}
          text={text}
          onRedact={redact}
          onStale={() => {
            void onChanged();
          }}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

type RedactAnswerButtonProps = Omit<RedactButtonProps, 'target' | 'text'> & {
  field: FormField;
  /** The answer as stored. */
  value: unknown;
};

/** "Tachar" beside a question of the form, when its answer is text typed by the reporter; else nothing. */
export function RedactAnswerButton({ field, value, ...props }: RedactAnswerButtonProps) {
  const { language } = useLanguage();
  const text = redactableAnswer(field, value);
  if (text === null) {
    return null;
  }
  return (
    <RedactButton
      {...props}
      target={{ origen: 'respuesta', campo: field.id, etiqueta: pickText(field.etiqueta, language) }}
      text={text}
    />
  );
}

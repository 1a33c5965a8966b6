import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  redactionReasons,
  type RedactionBody,
  type RedactionReason,
} from '@atalaya/contract/complaints/redaction.schemas';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formRefusalOf } from '@/lib/api-error.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { placeLabel, type RedactionTarget } from '../utils/redaction-place.ts';
import { displayedText, redactionRange } from '../utils/redaction-text.ts';

export const redactionDialogWidth = 640;

/** Refusals the api client already shows with the server's message (spec §8), not repeated here. */
const shownByApiClient = new Set([501, 523, 524, 534]);

/** Events after which a textarea's selection may have changed (mouse, keyboard, touch). */
const selectionEvents = ['select', 'selectionchange', 'keyup', 'mouseup', 'touchend'] as const;

type Selection = { text: string; start: number; end: number };

type RedactionDialogProps = {
  open: boolean;
  target: RedactionTarget;
  /** The text as stored (what the case or the chat answered). */
  text: string;
  /** Resolves once struck out (the caller closes the dialog); rejects with the server's refusal. */
  onRedact: (body: RedactionBody) => Promise<unknown>;
  /** The text changed meanwhile (409): the caller reads it again, and the dialog shows the new one. */
  onStale: () => void;
  onClose: () => void;
};

function bodyOf(
  target: RedactionTarget,
  motivo: RedactionReason,
  range: NonNullable<ReturnType<typeof redactionRange>>,
) {
  const where =
    target.origen === 'respuesta'
      ? { origen: target.origen, campo: target.campo }
      : target.origen === 'mensaje'
        ? { origen: target.origen, idmensaje: target.idmensaje }
        : { origen: target.origen };
  return { ...where, ...range, motivo } satisfies RedactionBody;
}

/**
 * "Tachar un pasaje" (issue 17 §7): the text in a read-only box where the handler selects the
 * passage, the reason, and what will be struck out. The offsets sent are the textarea's own
 * (UTF-16, as the contract wants), mapped onto the stored text. Mounted afresh for each opening.
 */
export function RedactionDialog({ open, target, text, onRedact, onStale, onClose }: RedactionDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const helpId = useId();
  const previewId = useId();
  const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [motivo, setMotivo] = useState<RedactionReason | ''>('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const reasonRef = useRef<HTMLDivElement>(null);
  const place = placeLabel(target, t, language);
  // A selection made on a text that has since been read again means nothing any more.
  const range =
    selection !== null && selection.text === text ? redactionRange(text, selection.start, selection.end) : null;

  useEffect(() => {
    if (textarea === null) {
      return undefined;
    }
    const element = textarea;
    function read() {
      setSelection({ text, start: element.selectionStart, end: element.selectionEnd });
    }
    for (const name of selectionEvents) {
      element.addEventListener(name, read);
    }
    return () => {
      for (const name of selectionEvents) {
        element.removeEventListener(name, read);
      }
    };
  }, [textarea, text]);

  async function submit() {
    if (range === null || isSaving) {
      return;
    }
    if (motivo === '') {
      setReasonError(t('caseRedaction.dialog.reasonRequired'));
      reasonRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
      return;
    }
    setRefusal(null);
    setIsSaving(true);
    try {
      await onRedact(bodyOf(target, motivo, range));
    } catch (error) {
      const { message, fieldErrors, details } = formRefusalOf(error, ['motivo'] as const);
      for (const problem of fieldErrors) {
        setReasonError(problem.message);
      }
      if (!(error instanceof ApiError && shownByApiClient.has(error.status))) {
        setRefusal([message ?? t('caseRedaction.dialog.failed'), ...details].join(' · '));
      }
      if (error instanceof ApiError && error.status === 409) {
        onStale();
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width={redactionDialogWidth}
      title={t('caseRedaction.dialog.title')}
      describedBy={helpId}
      confirmLabel={t('caseRedaction.dialog.confirm')}
      confirmDisabled={range === null || isSaving}
      onSubmit={() => {
        void submit();
      }}
    >
      <Typography id={helpId} variant="body2" color="text.secondary">
        {t('caseRedaction.dialog.help')}
      </Typography>
      {refusal ? (
        <Alert severity="error" role="alert" data-testid="redaction-refusal">
          {refusal}
        </Alert>
      ) : null}
      <TextField
        label={t('caseRedaction.dialog.text', { campo: place })}
        value={displayedText(text)}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        helperText={t('caseRedaction.dialog.textHelp')}
        inputRef={setTextarea}
        // Not `readOnly`: Chromium moves no caret in a read-only textarea, so a keyboard user could
        // not select with Shift and the arrows. The value is controlled and every edit is ignored
        // (typing, pasting, cutting, dropping put it back); assistive technology is told it is
        // read-only.
        onChange={() => undefined}
        slotProps={{ htmlInput: { 'aria-readonly': true, spellCheck: false, 'data-testid': 'redaction-text' } }}
      />
      <Box>
        <Typography id={previewId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {range === null
            ? t('caseRedaction.dialog.noSelection')
            : t('caseRedaction.dialog.preview', { count: range.pasaje.length })}
        </Typography>
        {range === null ? null : (
          <Box
            aria-labelledby={previewId}
            role="group"
            data-testid="redaction-preview"
            sx={{
              p: 1,
              maxHeight: 160,
              overflowY: 'auto',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.default',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              textDecoration: 'line-through',
            }}
          >
            {range.pasaje}
          </Box>
        )}
      </Box>
      <TextField
        ref={reasonRef}
        select
        required
        label={t('caseRedaction.dialog.reason')}
        value={motivo}
        onChange={(event) => {
          setMotivo(event.target.value as RedactionReason);
          setReasonError(null);
        }}
        error={reasonError !== null}
        helperText={reasonError ?? t('caseRedaction.dialog.reasonHelp')}
      >
        {redactionReasons.map((reason) => (
          <MenuItem key={reason} value={reason}>
            {t(`caseRedaction.reasons.${reason}`)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { richTextLength } from '@atalaya/contract/common/rich-text.schemas';
import { languageCodes, languageIds, limits } from '@atalaya/contract/limits';
import type { Content, ContentInput } from '@atalaya/contract/resources/content.schemas';
import { BackConfirmActions, FixedWidthDialog } from '@/components/ui/fixed-width-dialog.tsx';
import { RichTextEditor } from '@/components/ui/rich-text-editor.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { languageNames } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useSaveContent } from '../api/content-admin-api.ts';

/** Same width as the notification dialog (spec §9: 800 px). */
export const contentDialogWidth = 800;
const codeMax = 64;
const titleMax = 200;
const codePattern = /^[a-z0-9_.-]+$/i;

export type ContentDraft = Omit<ContentInput, 'idcontent'> & { idcontent?: number };

export type ContentDialogProps = {
  open: boolean;
  /** The block to edit, or a new one (without idcontent). */
  initial: ContentDraft;
  /** Asks for an image URL (the gallery picker); enables "Insertar imagen" in the editor. */
  onRequestImage?: () => Promise<string | null>;
  onSaved: (content: Content) => void;
  onClose: () => void;
};

type FieldErrors = Partial<Record<'codigo' | 'titulo' | 'contenido', string>>;

function useValidation(draft: ContentDraft): FieldErrors {
  const { t } = useTranslation();
  const errors: FieldErrors = {};
  const codigo = draft.codigo.trim();
  if (codigo === '') {
    errors.codigo = t('contentAdmin.codeRequired');
  } else if (codigo.length > codeMax) {
    errors.codigo = t('validation.max', { count: codeMax });
  } else if (!codePattern.test(codigo)) {
    errors.codigo = t('contentAdmin.codeInvalid');
  }
  if (draft.titulo.trim().length > titleMax) {
    errors.titulo = t('validation.max', { count: titleMax });
  }
  if (richTextLength(draft.contenido) > limits.contentMaxChars) {
    errors.contenido = t('validation.max', { count: limits.contentMaxChars });
  }
  return errors;
}

type ContentProps = Omit<ContentDialogProps, 'open'> & { titleId: string };

/** The dialog's body: remounted on every opening, so it always starts from `initial`. */
function ContentDialogContent({ initial, onRequestImage, onSaved, onClose, titleId }: ContentProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContentDraft>(initial);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveContent();
  const errors = useValidation(draft);
  const isValid = Object.keys(errors).length === 0;
  const isNew = initial.idcontent === undefined;

  function update(patch: Partial<ContentDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
  }

  function submit() {
    setTouched(true);
    if (!isValid) {
      return;
    }
    setServerError(null);
    const input: ContentInput = {
      ...(isNew ? {} : { idcontent: initial.idcontent }),
      codigo: draft.codigo.trim(),
      ididioma: draft.ididioma,
      titulo: draft.titulo.trim(),
      contenido: draft.contenido,
      visible: draft.visible,
    };
    save.mutate(input, {
      onSuccess: (content) => {
        notify({ message: t(isNew ? 'messages.created' : 'messages.updated'), severity: 'success' });
        onSaved(content);
      },
      onError: (error) => {
        notify({ message: t(isNew ? 'messages.createFailed' : 'messages.updateFailed'), severity: 'error' });
        setServerError(error instanceof ApiError && error.status > 0 ? error.message : null);
      },
    });
  }

  const showCodeError = (touched || draft.codigo !== '') && errors.codigo !== undefined;

  return (
    <>
      <DialogTitle id={titleId}>{t(isNew ? 'contentAdmin.dialogNew' : 'contentAdmin.dialogEdit')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, pt: 1 }}>
          <TextField
            required
            label={t('contentAdmin.code')}
            value={draft.codigo}
            error={showCodeError}
            helperText={showCodeError ? errors.codigo : t('contentAdmin.codeHelp')}
            onChange={(event) => {
              update({ codigo: event.target.value });
            }}
            onBlur={() => {
              setTouched(true);
            }}
            slotProps={{ htmlInput: { maxLength: codeMax + 1 } }}
          />
          <TextField
            select
            label={t('contentAdmin.language')}
            value={draft.ididioma}
            onChange={(event) => {
              update({ ididioma: Number(event.target.value) });
            }}
          >
            {languageCodes.map((code) => (
              <MenuItem key={code} value={languageIds[code]}>
                {languageNames[code]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField
          fullWidth
          margin="normal"
          label={t('contentAdmin.titleField')}
          value={draft.titulo}
          error={errors.titulo !== undefined}
          helperText={errors.titulo}
          onChange={(event) => {
            update({ titulo: event.target.value });
          }}
        />
        <FormControlLabel
          sx={{ mb: 2 }}
          control={
            <Switch
              checked={draft.visible}
              onChange={(event) => {
                update({ visible: event.target.checked });
              }}
            />
          }
          label={t('contentAdmin.visible')}
        />
        <RichTextEditor
          value={draft.contenido}
          label={t('contentAdmin.content')}
          maxLength={limits.contentMaxChars}
          error={errors.contenido !== undefined}
          helperText={onRequestImage ? t('contentAdmin.imageHint') : undefined}
          onRequestImage={onRequestImage}
          onChange={(html) => {
            update({ contenido: html });
          }}
        />
        {serverError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        ) : null}
      </DialogContent>
      <BackConfirmActions
        onBack={onClose}
        confirmLabel={t('contentAdmin.save')}
        confirmDisabled={!isValid || save.isPending}
        onConfirm={submit}
      />
    </>
  );
}

/**
 * Edits one content block (den_denuncia_content): code, language, title, visibility and the HTML
 * body in the shared rich-text editor (images from the gallery through `onRequestImage`). Saves
 * the block wrapped under the resource name; the server sanitises the HTML. 800 px wide.
 */
export function ContentDialog({ open, onClose, ...content }: ContentDialogProps) {
  const titleId = useId();
  return (
    <FixedWidthDialog open={open} onClose={onClose} width={contentDialogWidth} labelledBy={titleId}>
      <ContentDialogContent {...content} onClose={onClose} titleId={titleId} />
    </FixedWidthDialog>
  );
}

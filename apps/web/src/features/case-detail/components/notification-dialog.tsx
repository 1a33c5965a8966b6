import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import { notificationInputSchema } from '@atalaya/contract/complaints/notification.schemas';
import type { Notification, NotificationInput } from '@atalaya/contract/complaints/notification.schemas';
import { limits } from '@atalaya/contract/limits';
import { useDiscardGuard, useReportChanged } from '@/components/ui/discard-guard.tsx';
import { BackConfirmActions, FixedWidthDialog } from '@/components/ui/fixed-width-dialog.tsx';
import { uploadErrorMessage } from '@/components/complaint/file-attachments.tsx';
import { RichTextEditor } from '@/components/ui/rich-text-editor.tsx';
import { UploadFileDialog } from '@/components/ui/upload-file-dialog.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import type { UploadLimits } from '@/lib/upload-limits.ts';

/** Spec §9: the notification dialog is 800 px wide. */
export const notificationDialogWidth = 800;

/** The fields the dialog edits, validated with the contract's own rules (spec §5). */
const notificationFormSchema = notificationInputSchema.pick({ descripcion: true, contenido: true, iddocumento: true });
type NotificationFormValues = z.output<typeof notificationFormSchema>;
type NotificationFormDraft = { descripcion: string; contenido: string; iddocumento: number | null };

/** Uploads a file and links it to the case; answers the case document. */
export type UploadCaseDocument = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<ComplaintDoc>;

export type NotificationDialogProps = {
  open: boolean;
  iddenuncia: number;
  /** The notification edited ("Edición"); null for a new one ("Alta"). */
  notification: Notification | null;
  /** Language of a new notification (the case's). */
  ididioma: number;
  /** Names of the case's documents by iddocumento (the attached one is shown by name). */
  documentNames: Readonly<Record<number, string>>;
  uploadLimits: UploadLimits;
  uploadDocument: UploadCaseDocument;
  /** Picks an image (the tenant's gallery) for the content editor; answers its URL or null. */
  onRequestImage?: () => Promise<string | null>;
  /** Resolves when saved (the dialog closes); rejects to keep it open. */
  onSave: (input: NotificationInput) => Promise<unknown>;
  onClose: () => void;
};

type FormProps = Omit<NotificationDialogProps, 'open'> & {
  titleId: string;
  /** "Volver": asks before discarding a changed draft. */
  onBack: () => void;
  setChanged: (changed: boolean) => void;
};

function NotificationForm({
  iddenuncia,
  notification,
  ididioma,
  documentNames,
  uploadLimits,
  uploadDocument,
  onRequestImage,
  onSave,
  onClose,
  titleId,
  onBack,
  setChanged,
}: FormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [attached, setAttached] = useState<{ iddocumento: number; nombre: string; tamano?: number } | null>(() =>
    notification?.iddocumento
      ? {
          iddocumento: notification.iddocumento,
          nombre: documentNames[notification.iddocumento] ?? t('complaint.document'),
        }
      : null,
  );
  const abort = useRef<AbortController | null>(null);

  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isValid, isSubmitting, isDirty },
  } = useForm<NotificationFormDraft, unknown, NotificationFormValues>({
    resolver: zodResolver(notificationFormSchema) as unknown as Resolver<
      NotificationFormDraft,
      unknown,
      NotificationFormValues
    >,
    mode: 'onChange',
    defaultValues: {
      descripcion: notification?.descripcion ?? '',
      contenido: notification?.contenido ?? '',
      iddocumento: notification?.iddocumento ?? null,
    },
  });
  const descripcion = useWatch({ control, name: 'descripcion' });
  useReportChanged(setChanged, isDirty);
  const maxDescription = limits.notificationDescriptionMax;

  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );

  const submit = handleSubmit(async (values) => {
    const input: NotificationInput = {
      ...(notification ? { idnotificacion: notification.idnotificacion } : {}),
      iddenuncia,
      descripcion: values.descripcion,
      contenido: values.contenido,
      ididioma: notification?.ididioma ?? ididioma,
      iddocumento: values.iddocumento,
    };
    try {
      await onSave(input);
      onClose();
    } catch {
      // The snackbar said why; the dialog stays open with what was typed.
    }
  });

  async function upload(file: File) {
    const controller = new AbortController();
    abort.current = controller;
    setUploadError(null);
    setProgress(0);
    try {
      const document = await uploadDocument(file, setProgress, controller.signal);
      setAttached({ iddocumento: document.iddocumento, nombre: document.nombre || file.name, tamano: document.tamano });
      setValue('iddocumento', document.iddocumento, { shouldValidate: true, shouldDirty: true });
      setUploadOpen(false);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        setUploadError(uploadErrorMessage(error, t, formatFileSize(uploadLimits.maxFileBytes, language)));
      }
    } finally {
      setProgress(null);
      abort.current = null;
    }
  }

  function descriptionHelp(): string {
    if (errors.descripcion) {
      return descripcion.trim() === '' ? t('validation.required') : t('validation.max', { count: maxDescription });
    }
    return t('caseDetail.counter', { count: descripcion.length, max: maxDescription });
  }

  return (
    <>
      <DialogTitle id={titleId}>
        {notification ? t('caseDetail.notificationDialog.edit') : t('caseDetail.notificationDialog.new')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={3}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <TextField
            {...register('descripcion')}
            label={t('caseDetail.notificationDialog.descripcion')}
            required
            fullWidth
            autoFocus
            error={errors.descripcion !== undefined}
            helperText={descriptionHelp()}
          />
          <Controller
            control={control}
            name="contenido"
            render={({ field, fieldState }) => (
              <RichTextEditor
                value={field.value}
                onChange={(html) => {
                  field.onChange(html);
                }}
                maxLength={limits.notificationContentMax}
                onRequestImage={onRequestImage}
                label={`${t('caseDetail.notificationDialog.contenido')} *`}
                error={fieldState.error !== undefined}
                helperText={fieldState.error && field.value.trim() === '' ? t('validation.required') : undefined}
              />
            )}
          />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('caseDetail.notificationDialog.document')}
            </Typography>
            {attached ? (
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                data-testid="notification-document"
              >
                <InsertDriveFileOutlinedIcon aria-hidden="true" color="action" />
                <Typography sx={{ wordBreak: 'break-all' }}>{attached.nombre}</Typography>
                {attached.tamano !== undefined ? (
                  <Typography color="text.secondary">({formatFileSize(attached.tamano, language)})</Typography>
                ) : null}
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setAttached(null);
                    setValue('iddocumento', null, { shouldValidate: true, shouldDirty: true });
                  }}
                >
                  {t('caseDetail.notificationDialog.removeDocument')}
                </Button>
              </Box>
            ) : (
              <Button
                variant="outlined"
                startIcon={<AttachFileIcon aria-hidden="true" />}
                onClick={() => {
                  setUploadError(null);
                  setUploadOpen(true);
                }}
              >
                {t('caseDetail.notificationDialog.attach')}
              </Button>
            )}
          </Box>
          {uploadError && !uploadOpen ? <Alert severity="error">{uploadError}</Alert> : null}
        </Stack>
      </DialogContent>
      <BackConfirmActions
        onBack={onBack}
        confirmLabel={t('caseDetail.notificationDialog.confirm')}
        confirmType="submit"
        form={`${titleId}-form`}
        confirmDisabled={!isValid || isSubmitting || progress !== null}
      />
      <UploadFileDialog
        open={uploadOpen}
        maxFileBytes={uploadLimits.maxFileBytes}
        accept={uploadLimits.allowedTypes}
        note={t('caseDetail.notificationDialog.uploadNote')}
        progress={progress}
        error={uploadError}
        onAccept={(file) => {
          void upload(file);
        }}
        onClose={() => {
          abort.current?.abort();
          setUploadOpen(false);
        }}
      />
    </>
  );
}

/**
 * Notification dialog (spec §2, §5, §9): 800 px wide, title "Alta" or "Edición"; a description
 * (required, ≤ 200) and a rich-text content (required, ≤ 15000, with a character counter); an
 * optional document uploaded and linked to the case. Confirm stays disabled until valid. Escape,
 * a click outside or "Volver" ask before discarding a changed draft (issue 20 §4).
 */
export function NotificationDialog({ open, onClose, ...form }: NotificationDialogProps) {
  const titleId = useId();
  const guard = useDiscardGuard(onClose);
  return (
    <FixedWidthDialog
      open={open}
      onClose={onClose}
      onDismiss={guard.requestClose}
      width={notificationDialogWidth}
      maxWidth={false}
      labelledBy={titleId}
    >
      {open ? (
        <NotificationForm
          key={form.notification?.idnotificacion ?? 'new'}
          {...form}
          onClose={onClose}
          onBack={guard.requestClose}
          setChanged={guard.setChanged}
          titleId={titleId}
        />
      ) : null}
      {guard.confirmDialog}
    </FixedWidthDialog>
  );
}

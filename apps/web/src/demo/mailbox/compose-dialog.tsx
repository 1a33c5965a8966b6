import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { mailboxKeys, sendMail, type Mail } from './mailbox-api.ts';
import type { MailboxTextKey } from './mailbox-strings.ts';
import { firstBadAddress } from './mail-text.ts';
import {
  composedMail,
  composeSchema,
  composeValuesOf,
  draftSchema,
  emptyCompose,
  type ComposeValues,
} from './compose-form.ts';
import { useMailboxText } from './mailbox-view.ts';

type ComposeDialogProps = { draft: Mail | null; onClose: () => void; onDone: (text: string) => void };

/** Writing a mail: to, cc/bcc, subject, a plain-text body; send (to sent) or keep as a draft. */
export function ComposeDialog({ draft, onClose, onDone }: ComposeDialogProps) {
  const { t } = useMailboxText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const initial = draft ? composeValuesOf(draft) : emptyCompose;
  const [copies, setCopies] = useState(initial.cc !== '' || initial.bcc !== '');
  const [failed, setFailed] = useState(false);
  const form = useForm<ComposeValues>({ resolver: zodResolver(composeSchema), defaultValues: initial });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: ({ values, asDraft }: { values: ComposeValues; asDraft: boolean }) =>
      sendMail(composedMail(values), { draft: asDraft, draftId: draft?.id }),
    onSuccess: async (_mail, { asDraft }) => {
      await queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
      onDone(t(asDraft ? 'compose.draftSaved' : 'compose.sent'));
    },
    onError: () => setFailed(true),
  });
  function messageOf(error: FieldError | undefined, field: keyof ComposeValues): string | undefined {
    if (!error?.message) {
      return undefined;
    }
    return t(error.message as MailboxTextKey, { address: firstBadAddress(form.getValues(field)) ?? '' });
  }
  function saveDraft(): void {
    const checked = draftSchema.safeParse(form.getValues());
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        form.setError(issue.path[0] as keyof ComposeValues, { message: issue.message });
      }
      return;
    }
    send.mutate({ values: checked.data, asDraft: true });
  }
  function field(name: keyof ComposeValues, label: string, help?: string) {
    return (
      <TextField
        {...form.register(name)}
        label={label}
        fullWidth
        error={errors[name] !== undefined}
        helperText={messageOf(errors[name], name) ?? help}
      />
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('compose.title')}</DialogTitle>
      <DialogContent>
        <Stack
          id={`${titleId}-form`}
          component="form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            setFailed(false);
            void form.handleSubmit((values) => send.mutate({ values, asDraft: false }))(event);
          }}
        >
          {failed ? <Alert severity="error">{t('compose.failed')}</Alert> : null}
          {field('to', t('compose.to'), t('compose.addressesHelp'))}
          {copies ? (
            <>
              {field('cc', t('compose.cc'))}
              {field('bcc', t('compose.bcc'))}
            </>
          ) : (
            <Button onClick={() => setCopies(true)} sx={{ alignSelf: 'flex-start' }}>
              {t('compose.showCopies')}
            </Button>
          )}
          {field('subject', t('compose.subject'))}
          <TextField {...form.register('content')} label={t('compose.body')} fullWidth multiline minRows={8} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('compose.discard')}</Button>
        <Button onClick={saveDraft} disabled={send.isPending}>
          {t('compose.saveDraft')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          endIcon={<SendIcon />}
          disabled={send.isPending}
        >
          {t('compose.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

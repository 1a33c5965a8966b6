import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DemoConfirmDialog } from '../lib/confirm-dialog.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import {
  createLabel,
  deleteLabel,
  fetchLabels,
  labelColors,
  mailboxKeys,
  updateLabel,
  type MailLabel,
} from './mailbox-api.ts';
import type { MailboxTextKey } from './mailbox-strings.ts';
import { useMailboxText } from './mailbox-view.ts';

type LabelFormProps = {
  initial: { title: string; color: string };
  nameLabel: string;
  colorLabel: string;
  helper: string;
  submit: { text: string; icon?: ReactNode };
  busy: boolean;
  onSubmit: (values: { title: string; color: string }) => void;
  children?: ReactNode;
};

/** A label's name and colour; an empty name is refused here (and by the engine). */
function LabelForm({ initial, nameLabel, colorLabel, helper, submit, busy, onSubmit, children }: LabelFormProps) {
  const { t } = useMailboxText();
  const [title, setTitle] = useState(initial.title);
  const [color, setColor] = useState(initial.color);
  const [empty, setEmpty] = useState(false);
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) {
          setEmpty(true);
          return;
        }
        onSubmit({ title: title.trim(), color });
      }}
    >
      <TextField
        size="small"
        label={nameLabel}
        value={title}
        error={empty}
        helperText={empty ? t('labels.required') : helper}
        onChange={(event) => {
          setTitle(event.target.value);
          setEmpty(false);
        }}
        sx={{ flexGrow: 1 }}
      />
      <TextField
        select
        size="small"
        label={colorLabel}
        value={color}
        onChange={(event) => setColor(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 130 }}
      >
        {labelColors.map((name) => (
          <option key={name} value={name}>
            {t(`color.${name}` as MailboxTextKey)}
          </option>
        ))}
      </TextField>
      <Stack direction="row" spacing={0.5}>
        <Button type="submit" variant="outlined" startIcon={submit.icon} disabled={busy}>
          {submit.text}
        </Button>
        {children}
      </Stack>
    </Stack>
  );
}

type LabelsDialogProps = {
  open: boolean;
  onClose: () => void;
  /** A label's slug changed (renamed) or it is gone (`undefined`): the page leaves an old address. */
  onSlugChange: (oldSlug: string, newSlug: string | undefined) => void;
};

/** Add, rename (the new slug is shown) and delete labels. */
export function LabelsDialog({ open, onClose, onSlugChange }: LabelsDialogProps) {
  const { t } = useMailboxText();
  const demo = useDemoText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [deleting, setDeleting] = useState<MailLabel | null>(null);
  const labels = useQuery({ queryKey: mailboxKeys.labels, queryFn: fetchLabels });
  function refresh(): Promise<void> {
    return queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
  }
  const add = useMutation({
    mutationFn: createLabel,
    onSuccess: async (label) => {
      setStatus(t('labels.newSlug', { slug: label.slug }));
      await refresh();
    },
  });
  const rename = useMutation({
    mutationFn: (input: { label: MailLabel; title: string; color: string }) =>
      updateLabel(input.label.id, { title: input.title, color: input.color }),
    onSuccess: async (label, input) => {
      setStatus(t('labels.newSlug', { slug: label.slug }));
      onSlugChange(input.label.slug, label.slug);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (label: MailLabel) => deleteLabel(label.id),
    onSuccess: async (_done, label) => {
      setStatus(demo.t('common.deleted'));
      onSlugChange(label.slug, undefined);
      await refresh();
    },
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('labels.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <LabelForm
            key={`new-${labels.data?.length ?? 0}`}
            initial={{ title: '', color: 'blue' }}
            nameLabel={t('labels.new')}
            colorLabel={t('labels.color')}
            helper=""
            submit={{ text: demo.t('common.add') }}
            busy={add.isPending}
            onSubmit={(values) => add.mutate(values)}
          />
          <Typography variant="subtitle2" component="h3">
            {t('labels.list')}
          </Typography>
          {(labels.data ?? []).map((label) => (
            <LabelForm
              key={`${label.id}-${label.slug}-${label.color}`}
              initial={label}
              nameLabel={t('labels.renameOf', { title: label.title })}
              colorLabel={t('labels.colorOf', { title: label.title })}
              helper={t('labels.slug', { slug: label.slug })}
              submit={{ text: demo.t('common.save'), icon: <CheckIcon /> }}
              busy={rename.isPending}
              onSubmit={(values) => rename.mutate({ label, ...values })}
            >
              <IconButton aria-label={t('labels.delete', { title: label.title })} onClick={() => setDeleting(label)}>
                <DeleteOutlinedIcon />
              </IconButton>
            </LabelForm>
          ))}
          <Typography role="status" variant="body2" color="text.secondary">
            {status}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{demo.t('common.close')}</Button>
      </DialogActions>
      <DemoConfirmDialog
        open={deleting !== null}
        title={t('labels.deleteTitle', { title: deleting?.title ?? '' })}
        text={t('labels.deleteText')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting);
          }
          setDeleting(null);
        }}
      />
    </Dialog>
  );
}

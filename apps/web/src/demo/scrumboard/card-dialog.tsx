import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DemoConfirmDialog } from '../lib/confirm-dialog.tsx';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { CardChecklist } from './card-checklist.tsx';
import { CardComments } from './card-comments.tsx';
import { dateFieldValue } from './card-dates.ts';
import { CardMove } from './card-move.tsx';
import { ToggleChips } from './toggle-chips.tsx';
import { deleteCard, scrumboardKeys, updateCard, type Card, type CardEdit, type FullBoard } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

type CardDialogProps = { card: Card; board: FullBoard; onClose: () => void };

/** One card: title, description, labels, due date, people, checklist, comments; move it; delete it. */
export function CardDialog({ card, board, onClose }: CardDialogProps) {
  const { t } = useAreaText(scrumboardStrings);
  const shared = useDemoText();
  const titleId = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Required<CardEdit>>({
    title: card.title,
    description: card.description,
    labels: card.labels,
    dueDate: card.dueDate,
    memberIds: card.memberIds,
    checklists: card.checklists,
  });
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  function refresh(): Promise<void> {
    return queryClient.invalidateQueries({ queryKey: scrumboardKeys.board(board.id) });
  }
  const save = useMutation({
    mutationFn: () => updateCard(card.id, { ...form, title: form.title.trim() }),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteCard(card.id),
    onSuccess: async () => {
      onClose();
      await refresh();
    },
  });
  const missing = form.title.trim().length === 0;
  const list = board.lists.find((item) => item.id === card.listId)?.title ?? '';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={small}>
      <DialogTitle id={titleId}>{t('editCard', { list })}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing) {
            save.mutate();
          }
        }}
      >
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <TextField
              label={t('cardTitle')}
              value={form.title}
              required
              error={touched && missing}
              helperText={touched && missing ? shared.t('validation.required') : undefined}
              onChange={(event) => setForm({ ...form, title: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label={t('description')}
              value={form.description}
              multiline
              minRows={3}
              onChange={(event) => setForm({ ...form, description: event.target.value })}
            />
            <ToggleChips
              legend={t('labels')}
              options={board.labels.map((label) => ({ id: label.id, text: label.title }))}
              selected={form.labels}
              empty={t('noLabels')}
              onChange={(labels) => setForm({ ...form, labels })}
            />
            <TextField
              type="date"
              label={t('dueDate')}
              value={dateFieldValue(form.dueDate)}
              onChange={(event) =>
                setForm({ ...form, dueDate: event.target.value ? `${event.target.value}T00:00:00.000Z` : null })
              }
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 220 }}
            />
            <ToggleChips
              legend={t('cardMembers')}
              options={board.members.map((member) => ({ id: member.id, text: member.name, avatar: member.avatar }))}
              selected={form.memberIds}
              onChange={(memberIds) => setForm({ ...form, memberIds })}
            />
            <CardChecklist checklists={form.checklists} onChange={(checklists) => setForm({ ...form, checklists })} />
            <CardComments card={card} board={board} />
            <Divider />
            <CardMove card={card} board={board} />
            {save.isError || remove.isError ? <Alert severity="error">{t('saveFailed')}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button color="error" onClick={() => setConfirming(true)}>
            {t('deleteCard')}
          </Button>
          <span style={{ flexGrow: 1 }} />
          <Button onClick={onClose}>{shared.t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {shared.t('common.save')}
          </Button>
        </DialogActions>
      </form>
      <DemoConfirmDialog
        open={confirming}
        title={t('deleteCard')}
        text={t('confirmDeleteCard', { title: card.title })}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </Dialog>
  );
}

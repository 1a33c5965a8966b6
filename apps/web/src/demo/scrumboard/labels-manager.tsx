import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { createLabel, deleteLabel, renameLabel, scrumboardKeys, type FullBoard, type Label } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

/** The board's labels: add, rename (on leaving the field or Enter), delete (the store strips it from the cards). */
export function LabelsManagerButton({ board }: { board: FullBoard }) {
  const { t } = useAreaText(scrumboardStrings);
  const shared = useDemoText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  function refresh(): Promise<void> {
    return queryClient.invalidateQueries({ queryKey: scrumboardKeys.board(board.id) });
  }
  const add = useMutation({ mutationFn: (value: string) => createLabel(board.id, value), onSuccess: refresh });
  const rename = useMutation({
    mutationFn: (change: { id: string; title: string }) => renameLabel(change.id, change.title),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: deleteLabel, onSuccess: refresh });
  const failed = add.isError || rename.isError || remove.isError;
  return (
    <>
      <Button variant="outlined" startIcon={<LabelOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('manageLabels')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('manageLabels')}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            direction="row"
            spacing={1}
            sx={{ pt: 1, mb: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (title.trim()) {
                add.mutate(title.trim(), { onSuccess: () => setTitle('') });
              }
            }}
          >
            <TextField
              size="small"
              label={t('newLabel')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              sx={{ flexGrow: 1 }}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Button type="submit" variant="outlined" disabled={!title.trim() || add.isPending}>
              {shared.t('common.add')}
            </Button>
          </Stack>
          {failed ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('saveFailed')}
            </Alert>
          ) : null}
          {board.labels.length === 0 ? <Typography color="text.secondary">{t('noLabels')}</Typography> : null}
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('labels')}>
            {board.labels.map((label) => (
              <Stack component="li" key={label.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LabelField label={label} onRename={(value) => rename.mutate({ id: label.id, title: value })} />
                <IconButton
                  aria-label={t('deleteLabel', { title: label.title })}
                  onClick={() => remove.mutate(label.id)}
                  disabled={remove.isPending}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{shared.t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function LabelField({ label, onRename }: { label: Label; onRename: (title: string) => void }) {
  const { t } = useAreaText(scrumboardStrings);
  const [value, setValue] = useState(label.title);
  function commit(): void {
    const next = value.trim();
    if (next && next !== label.title) {
      onRename(next);
    } else {
      setValue(label.title);
    }
  }
  return (
    <TextField
      size="small"
      label={t('renameLabel', { title: label.title })}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      sx={{ flexGrow: 1 }}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { BoardIcon } from './board-icon.tsx';
import { boardIcons, type BoardEdit, type BoardIcon as BoardIconName } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

type Values = { title: string; description: string; icon: BoardIconName };

type BoardFormDialogProps = {
  open: boolean;
  heading: string;
  submitLabel: string;
  initial: Values;
  pending: boolean;
  failed: boolean;
  onSubmit: (values: BoardEdit) => void;
  onClose: () => void;
  /** More actions on the left (board settings: delete). */
  extra?: ReactNode;
};

/** Title, description and icon of a board: to create one, or in its settings. */
export function BoardFormDialog(props: BoardFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{props.heading}</DialogTitle>
      {/* Mounted only while open, so each opening starts from `initial`. */}
      {props.open ? <BoardForm {...props} /> : null}
    </Dialog>
  );
}

function BoardForm({ initial, submitLabel, pending, failed, onSubmit, onClose, extra }: BoardFormDialogProps) {
  const { t } = useAreaText(scrumboardStrings);
  const shared = useDemoText();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const missing = values.title.trim().length === 0;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!missing) {
          onSubmit({ title: values.title.trim(), description: values.description, icon: values.icon });
        }
      }}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('boardTitle')}
            value={values.title}
            required
            autoFocus
            error={touched && missing}
            helperText={touched && missing ? shared.t('validation.required') : undefined}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t('boardDescription')}
            value={values.description}
            multiline
            minRows={2}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
          <TextField
            select
            label={t('boardIcon')}
            value={values.icon}
            onChange={(event) => setValues({ ...values, icon: event.target.value as BoardIconName })}
          >
            {boardIcons.map((icon) => (
              <MenuItem key={icon} value={icon}>
                <BoardIcon name={icon} fontSize="small" sx={{ mr: 1, verticalAlign: 'middle' }} />
                {t(`icon.${icon}`)}
              </MenuItem>
            ))}
          </TextField>
          {failed ? <Alert severity="error">{t('saveFailed')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {extra}
        <span style={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{shared.t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

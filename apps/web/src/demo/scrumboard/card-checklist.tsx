import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useAreaText } from '../lib/demo-text.ts';
import { type Checklist } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

type CardChecklistProps = { checklists: Checklist[]; onChange: (checklists: Checklist[]) => void };

/** The card's checklist: tick, remove and add steps (new steps get their id from the store on save). */
export function CardChecklist({ checklists, onChange }: CardChecklistProps) {
  const { t } = useAreaText(scrumboardStrings);
  const [text, setText] = useState('');
  const list: Checklist = checklists[0] ?? { id: '', name: t('checklistName'), items: [] };
  const done = list.items.filter((item) => item.checked).length;
  function update(items: Checklist['items']): void {
    onChange([{ ...list, items }, ...checklists.slice(1)]);
  }
  function add(): void {
    if (text.trim()) {
      update([...list.items, { id: '', text: text.trim(), checked: false }]);
      setText('');
    }
  }
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('checklist')}
      </Typography>
      {list.items.length > 0 ? (
        <LinearProgress
          variant="determinate"
          value={(done / list.items.length) * 100}
          aria-label={t('checklistProgress', { done, total: list.items.length })}
        />
      ) : null}
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.items.map((item, index) => (
          <Stack component="li" key={`${item.id}-${index}`} direction="row" sx={{ alignItems: 'center' }}>
            <FormControlLabel
              sx={{ flexGrow: 1, mr: 0 }}
              control={
                <Checkbox
                  checked={item.checked}
                  onChange={(event) =>
                    update(
                      list.items.map((entry, at) =>
                        at === index ? { ...entry, checked: event.target.checked } : entry,
                      ),
                    )
                  }
                />
              }
              label={item.text}
            />
            <IconButton
              size="small"
              aria-label={t('removeItem', { text: item.text })}
              onClick={() => update(list.items.filter((_, at) => at !== index))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('newItem')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button variant="outlined" onClick={add} disabled={!text.trim()}>
          {t('addItem')}
        </Button>
      </Stack>
    </Stack>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

/** One line of a checklist: its text and whether it is done (`id` when already saved). */
export type ChecklistLine = { id?: string; text: string; completed: boolean };

type ChecklistFieldProps = {
  lines: readonly ChecklistLine[];
  /** The whole list after a tick, a removal or an addition. */
  onChange: (lines: ChecklistLine[]) => void;
  texts: { legend: string; newLine: string; add: string; remove: (text: string) => string };
};

/**
 * A checklist inside a form (a note's checklist, a task's subtasks): tick, remove, add with the
 * field or Enter. Saved with the form it sits in.
 */
export function ChecklistField({ lines, onChange, texts }: ChecklistFieldProps) {
  const [text, setText] = useState('');
  function add() {
    if (text.trim()) {
      onChange([...lines, { text: text.trim(), completed: false }]);
      setText('');
    }
  }
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {texts.legend}
      </Typography>
      <List dense disablePadding>
        {lines.map((line, index) => (
          <ListItem
            key={line.id ?? `new-${String(index)}`}
            disableGutters
            secondaryAction={
              <IconButton
                edge="end"
                size="small"
                aria-label={texts.remove(line.text)}
                onClick={() => {
                  onChange(lines.filter((_, at) => at !== index));
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            <Checkbox
              checked={line.completed}
              onChange={(event) => {
                onChange(lines.map((item, at) => (at === index ? { ...item, completed: event.target.checked } : item)));
              }}
              slotProps={{ input: { 'aria-label': line.text } }}
              sx={{ p: 0.5, mr: 1 }}
            />
            <Typography
              variant="body2"
              sx={{ pr: 4, overflowWrap: 'anywhere', textDecoration: line.completed ? 'line-through' : undefined }}
            >
              {line.text}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={texts.newLine}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={add}>
          {texts.add}
        </Button>
      </Stack>
    </Stack>
  );
}

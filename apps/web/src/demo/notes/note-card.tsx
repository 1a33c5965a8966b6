import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useAreaText } from '../lib/demo-text.ts';
import type { Note, NoteLabel } from './notes-api.ts';
import { notesStrings } from './notes-strings.ts';

type NoteCardProps = { note: Note; labels: NoteLabel[]; onOpen: () => void };

/** One note in the masonry: title, text, checklist, reminder and labels; opens the note dialog. */
export function NoteCard({ note, labels, onOpen }: NoteCardProps) {
  const { t, locale } = useAreaText(notesStrings);
  const titles = note.labels
    .map((id) => labels.find((label) => label.id === id)?.title)
    .filter((title): title is string => Boolean(title));
  return (
    <Card variant="outlined">
      <CardActionArea onClick={onOpen} aria-haspopup="dialog">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {note.title || (!note.content && note.tasks.length === 0) ? (
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {note.title || t('untitled')}
            </Typography>
          ) : null}
          {note.content ? (
            <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {note.content}
            </Typography>
          ) : null}
          {note.tasks.length > 0 ? (
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
              {note.tasks.map((task) => (
                <Typography
                  key={task.id}
                  component="span"
                  variant="body2"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.75,
                    textDecoration: task.completed ? 'line-through' : undefined,
                    color: task.completed ? 'text.secondary' : undefined,
                  }}
                >
                  {task.completed ? (
                    <CheckBoxIcon fontSize="small" aria-hidden="true" />
                  ) : (
                    <CheckBoxOutlineBlankIcon fontSize="small" aria-hidden="true" />
                  )}
                  {task.content}
                </Typography>
              ))}
              <Typography component="span" variant="caption" color="text.secondary">
                {t('itemsDone', { done: note.tasks.filter((task) => task.completed).length, total: note.tasks.length })}
              </Typography>
            </Box>
          ) : null}
          {note.reminder || titles.length > 0 ? (
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {note.reminder ? (
                <Chip
                  component="span"
                  size="small"
                  icon={<AlarmIcon aria-hidden="true" />}
                  label={new Date(note.reminder).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
                />
              ) : null}
              {titles.map((title) => (
                <Chip component="span" key={title} size="small" variant="outlined" label={title} />
              ))}
            </Box>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

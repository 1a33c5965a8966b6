import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link as RouterLink } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import type { Task } from './tasks-api.ts';
import { tasksStrings } from './tasks-strings.ts';

type TaskRowProps = {
  task: Task;
  selected: boolean;
  /** False while the list is filtered: no handle (a partial list cannot be reordered). */
  sortable: boolean;
  onToggle: (completed: boolean) => void;
};

const priorityColor = { 0: 'default', 1: 'default', 2: 'error' } as const;

/** One row of the list: its drag handle (mouse, touch or keyboard), then a section heading or a task with its toggle. */
export function TaskRow({ task, selected, sortable, onToggle }: TaskRowProps) {
  const { t, locale } = useAreaText(tasksStrings);
  const title = task.title || t('untitled');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: !sortable,
    attributes: { roleDescription: t('roleDescription') },
  });
  const section = task.type === 'section';
  const link = (
    <Link
      component={RouterLink}
      to={demoPaths.task(task.id)}
      color="inherit"
      underline="hover"
      aria-current={selected ? 'page' : undefined}
      sx={{ textDecoration: task.completed && !section ? 'line-through' : undefined }}
    >
      {title}
    </Link>
  );
  const done = task.subTasks.filter((sub) => sub.completed).length;
  return (
    <ListItem
      ref={setNodeRef}
      data-task-id={task.id}
      divider
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        gap: 1,
        py: section ? 1.5 : 0.5,
        px: 1,
        alignItems: 'center',
        bgcolor: isDragging || selected ? 'action.selected' : section ? 'action.hover' : 'background.paper',
      }}
    >
      {sortable ? (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('moveHandle', { title })}
          size="small"
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      ) : null}
      {section ? (
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
          {link}
        </Typography>
      ) : (
        <>
          <Checkbox
            checked={task.completed}
            onChange={(event) => onToggle(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('completeTask', { title }) } }}
            sx={{ p: 0.5 }}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
              {link}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.25 }}>
              {task.dueDate ? (
                <Typography variant="caption" color="text.secondary">
                  {t('due', {
                    date: new Date(task.dueDate).toLocaleDateString(locale, {
                      day: 'numeric',
                      month: 'short',
                      timeZone: 'UTC',
                    }),
                  })}
                </Typography>
              ) : null}
              {task.subTasks.length > 0 ? (
                <Typography variant="caption" color="text.secondary">
                  {t('subtaskCount', { done, total: task.subTasks.length })}
                </Typography>
              ) : null}
            </Box>
          </Box>
          {task.priority === 1 ? null : (
            <Chip
              size="small"
              variant="outlined"
              color={priorityColor[task.priority]}
              label={t(`priority${task.priority}`)}
            />
          )}
        </>
      )}
    </ListItem>
  );
}

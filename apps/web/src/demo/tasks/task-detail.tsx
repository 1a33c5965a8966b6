import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Loader } from '@/components/ui/loader.tsx';
import { DemoConfirmDialog } from '../lib/confirm-dialog.tsx';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { SubtasksField } from './subtasks-field.tsx';
import {
  deleteTask,
  fetchTask,
  fetchTaskTags,
  taskKeys,
  updateTask,
  type Task,
  type TaskPatch,
  type TaskPriority,
} from './tasks-api.ts';
import { tasksStrings } from './tasks-strings.ts';

/** One task or section at `/demo/apps/tasks/{id}`: read and edit it, or delete it. */
export function TaskDetail({ id }: { id: string }) {
  const demo = useDemoText();
  const task = useQuery({ queryKey: taskKeys.one(id), queryFn: () => fetchTask(id), staleTime: 0 });
  if (task.isError) {
    return <Alert severity="error">{demo.t('demo.notFound')}</Alert>;
  }
  if (!task.data) {
    return <Loader />;
  }
  // A change made elsewhere (the list's toggle) starts the form again from the stored task.
  return <TaskEditor key={String(task.data.completed)} task={task.data} />;
}

function TaskEditor({ task }: { task: Task }) {
  const { t } = useAreaText(tasksStrings);
  const demo = useDemoText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TaskPatch>(() => ({
    title: task.title,
    notes: task.notes,
    completed: task.completed,
    priority: task.priority,
    dueDate: task.dueDate,
    tags: task.tags,
    subTasks: task.subTasks,
  }));
  const [confirming, setConfirming] = useState(false);
  const tags = useQuery({ queryKey: taskKeys.tags, queryFn: fetchTaskTags });
  const section = task.type === 'section';
  const save = useMutation({
    mutationFn: () => updateTask(task.id, section ? { title: draft.title } : draft),
    onSuccess: (saved) => {
      queryClient.setQueryData(taskKeys.one(saved.id), saved);
      queryClient.setQueryData<Task[]>(taskKeys.list, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteTask(task.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: taskKeys.one(task.id) });
      await queryClient.invalidateQueries({ queryKey: taskKeys.list });
      void navigate(demoPaths.tasks);
    },
  });
  function set(patch: TaskPatch) {
    save.reset();
    setDraft((current) => ({ ...current, ...patch }));
  }
  const tagOptions = tags.data ?? [];
  const title = task.title || t('untitled');
  return (
    <Stack
      component="form"
      spacing={2.5}
      aria-labelledby="task-detail-heading"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Link component={RouterLink} to={demoPaths.tasks} sx={{ display: { md: 'none' }, alignSelf: 'flex-start' }}>
        <ArrowBackIcon fontSize="small" sx={{ verticalAlign: 'middle', mr: 0.5 }} aria-hidden="true" />
        {t('back')}
      </Link>
      <Typography id="task-detail-heading" component="h2" variant="h6">
        {section ? t('section') : t('detail')}
      </Typography>
      <TextField
        label={t('fieldTitle')}
        value={draft.title ?? ''}
        onChange={(event) => set({ title: event.target.value })}
      />
      {section ? null : (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.completed ?? false}
                onChange={(event) => set({ completed: event.target.checked })}
              />
            }
            label={t('fieldCompleted')}
          />
          <TextField
            label={t('fieldNotes')}
            value={draft.notes ?? ''}
            onChange={(event) => set({ notes: event.target.value })}
            multiline
            minRows={3}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('priority')}
              value={draft.priority ?? 1}
              onChange={(event) => set({ priority: Number(event.target.value) as TaskPriority })}
              sx={{ minWidth: 140 }}
            >
              {([0, 1, 2] as const).map((level) => (
                <MenuItem key={level} value={level}>
                  {t(`priority${level}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('fieldDue')}
              value={draft.dueDate ? draft.dueDate.slice(0, 10) : ''}
              onChange={(event) => set({ dueDate: event.target.value ? `${event.target.value}T00:00:00.000Z` : null })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flexGrow: 1 }}
            />
          </Stack>
          <Autocomplete
            multiple
            options={tagOptions}
            getOptionLabel={(option) => option.title}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={tagOptions.filter((tag) => draft.tags?.includes(tag.id))}
            onChange={(_, chosen) => set({ tags: chosen.map((tag) => tag.id) })}
            renderInput={(params) => <TextField {...params} label={t('fieldTags')} />}
          />
          <SubtasksField value={draft.subTasks ?? []} onChange={(subTasks) => set({ subTasks })} />
        </>
      )}
      {save.isError ? <Alert severity="error">{t('saveFailed')}</Alert> : null}
      <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: '1.5em' }}>
        {save.isSuccess ? t('saved') : ''}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setConfirming(true)}>
          {t('delete')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {demo.t('common.save')}
        </Button>
      </Stack>
      <DemoConfirmDialog
        open={confirming}
        title={t('deleteTitle', { title })}
        text={t('deleteText')}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </Stack>
  );
}

import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddTaskIcon from '@mui/icons-material/AddTask';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { createTask, fetchTasks, reorderTasks, searchTasks, taskKeys, updateTask, type Task } from './tasks-api.ts';
import { TaskRow } from './task-row.tsx';
import { tasksStrings } from './tasks-strings.ts';

/** The list in `ids` order, numbered again (what the engine answers after the order call). */
function inOrder(tasks: Task[], ids: string[]): Task[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return ids.flatMap((id, order) => {
    const task = byId.get(id);
    return task ? [{ ...task, order }] : [];
  });
}

/** Every task and section in one ordered list, reordered by dragging a handle (keyboard too). */
export function TaskList({ selectedId }: { selectedId: string | undefined }) {
  const { t } = useAreaText(tasksStrings);
  const demo = useDemoText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tasks = useQuery({ queryKey: taskKeys.list, queryFn: fetchTasks, staleTime: 0 });
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const found = useQuery({
    queryKey: taskKeys.search(search),
    queryFn: () => searchTasks(search),
    enabled: search.length > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const searching = search.length > 0;
  const foundIds = new Set((found.data ?? []).map((task) => task.id));
  const list = tasks.data ?? [];
  // While searching, the list's own rows (so a toggle shows at once) narrowed to the hits.
  const shown = searching ? list.filter((task) => foundIds.has(task.id)) : list;
  const ids = list.map((task) => task.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const reorder = useMutation({
    mutationFn: reorderTasks,
    onMutate: (next) => {
      queryClient.setQueryData<Task[]>(taskKeys.list, (current) => (current ? inOrder(current, next) : current));
    },
    onSuccess: (answer) => queryClient.setQueryData(taskKeys.list, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: taskKeys.list }),
  });
  const toggle = useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => updateTask(id, { completed }),
    // The box follows the click at once; the answer (or a failure) settles it.
    onMutate: ({ id, completed }) => {
      queryClient.setQueryData<Task[]>(taskKeys.list, (current) =>
        current?.map((item) => (item.id === id ? { ...item, completed } : item)),
      );
    },
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(taskKeys.list, (current) =>
        current?.map((item) => (item.id === task.id ? task : item)),
      );
      queryClient.setQueryData(taskKeys.one(task.id), task);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: taskKeys.list }),
  });
  const create = useMutation({
    mutationFn: (type: Task['type']) => createTask({ type, title: t(type === 'task' ? 'newTask' : 'newSection') }),
    onSuccess: async (task) => {
      await queryClient.invalidateQueries({ queryKey: taskKeys.list });
      void navigate(demoPaths.task(task.id));
    },
  });

  const total = ids.length;
  function titleOf(id: UniqueIdentifier) {
    return list.find((task) => task.id === id)?.title || t('untitled');
  }
  function positionOf(id: UniqueIdentifier) {
    return ids.indexOf(String(id)) + 1;
  }
  // The last place announced: dnd-kit reports the item over itself as it is lifted, which would
  // replace "picked up" at once; only a real change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('dragStart', { title: titleOf(active.id), position: positionOf(active.id), total });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) {
        return undefined;
      }
      lastOver.current = over.id;
      return t('dragOver', { title: titleOf(active.id), position: positionOf(over.id), total });
    },
    onDragEnd: ({ active, over }) =>
      over ? t('dragEnd', { title: titleOf(active.id), position: positionOf(over.id), total }) : undefined,
    onDragCancel: ({ active }) => t('dragCancel', { title: titleOf(active.id) }),
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) {
      return;
    }
    reorder.mutate(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  const open = list.filter((task) => task.type === 'task' && !task.completed).length;
  const all = list.filter((task) => task.type === 'task').length;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddTaskIcon />}
          onClick={() => create.mutate('task')}
          disabled={create.isPending}
        >
          {t('addTask')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PlaylistAddIcon />}
          onClick={() => create.mutate('section')}
          disabled={create.isPending}
        >
          {t('addSection')}
        </Button>
      </Stack>
      <TextField
        type="search"
        size="small"
        label={t('search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        helperText={searching ? t('searchHint') : undefined}
      />
      <Typography role="status" variant="body2" color="text.secondary">
        {tasks.data ? t('count', { left: open, total: all }) : ''}
      </Typography>
      {tasks.isError ? <Alert severity="error">{demo.t('demo.loadFailed')}</Alert> : null}
      {toggle.isError || reorder.isError ? <Alert severity="error">{t('saveFailed')}</Alert> : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {tasks.isFetching && !tasks.data ? <LinearProgress aria-label={t('list')} /> : null}
        {tasks.data && shown.length === 0 && (!searching || found.data) ? (
          <Typography sx={{ p: 2 }}>{t('empty')}</Typography>
        ) : null}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
        >
          <SortableContext items={searching ? [] : ids} strategy={verticalListSortingStrategy}>
            <List aria-label={t('list')} disablePadding>
              {shown.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  sortable={!searching}
                  selected={task.id === selectedId}
                  onToggle={(completed) => toggle.mutate({ id: task.id, completed })}
                />
              ))}
            </List>
          </SortableContext>
        </DndContext>
      </Paper>
    </Stack>
  );
}

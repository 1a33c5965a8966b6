import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Route, Routes, useParams } from 'react-router';
import { TaskDetail } from './task-detail.tsx';
import { TaskList } from './task-list.tsx';

function TasksLayout() {
  const { id } = useParams();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(320px, 420px)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: { xs: id ? 'none' : 'block', md: 'block' }, minWidth: 0 }}>
        <TaskList selectedId={id} />
      </Box>
      {id ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <TaskDetail key={id} id={id} />
        </Paper>
      ) : null}
    </Box>
  );
}

/** The tasks app: the ordered list of tasks and sections, and beside it (below md: instead of it) one task at `/demo/apps/tasks/{id}`. */
export function TasksPage() {
  return (
    <Routes>
      <Route index element={<TasksLayout />} />
      <Route path=":id" element={<TasksLayout />} />
    </Routes>
  );
}

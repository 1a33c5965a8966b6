import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AvatarGroup from '@mui/material/AvatarGroup';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { demoPaths } from '../lib/demo-paths.ts';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { BoardFormDialog } from './board-form-dialog.tsx';
import { BoardIcon } from './board-icon.tsx';
import { createBoard, fetchBoards, scrumboardKeys, type Board } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

export function boardPath(id: string): string {
  return `${demoPaths.scrumboard}/boards/${encodeURIComponent(id)}`;
}

/** The boards: one card each (icon, title, description, members, last activity), and a new board. */
export function BoardsPage() {
  const { t } = useAreaText(scrumboardStrings);
  const shared = useDemoText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const boards = useQuery({ queryKey: scrumboardKeys.boards, queryFn: fetchBoards });
  const create = useMutation({
    mutationFn: createBoard,
    onSuccess: async (board) => {
      await queryClient.invalidateQueries({ queryKey: scrumboardKeys.all });
      setCreating(false);
      void navigate(boardPath(board.id));
    },
  });
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography component="h1" variant="h5">
          {shared.t('nav.scrumboard')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('newBoard')}
        </Button>
      </Stack>
      {boards.isPending ? <CircularProgress aria-label={t('loading')} /> : null}
      {boards.isError ? <Alert severity="error">{shared.t('demo.loadFailed')}</Alert> : null}
      {boards.data?.length === 0 ? <Typography color="text.secondary">{t('noBoards')}</Typography> : null}
      <Box
        component="ul"
        aria-label={t('boards')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {(boards.data ?? []).map((board) => (
          <li key={board.id}>
            <BoardTile board={board} />
          </li>
        ))}
      </Box>
      <BoardFormDialog
        open={creating}
        heading={t('newBoard')}
        submitLabel={t('create')}
        initial={{ title: '', description: '', icon: 'dashboard' }}
        pending={create.isPending}
        failed={create.isError}
        onSubmit={(values) => create.mutate(values)}
        onClose={() => setCreating(false)}
      />
    </Box>
  );
}

function BoardTile({ board }: { board: Board }) {
  const { t, locale } = useAreaText(scrumboardStrings);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(board.lastActivity));
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={boardPath(board.id)} sx={{ height: '100%', alignItems: 'start' }}>
        <CardContent>
          <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5 }}>
            <BoardIcon name={board.icon} />
          </Avatar>
          <Typography component="h2" variant="h6">
            {board.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {board.description}
          </Typography>
          {board.members.length > 0 ? (
            <AvatarGroup max={5} sx={{ justifyContent: 'flex-end', mt: 2 }}>
              {board.members.map((member) => (
                <Avatar key={member.id} alt={member.name} src={member.avatar} sx={{ width: 28, height: 28 }} />
              ))}
            </AvatarGroup>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('lastActivity', { date })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { DemoHttpError } from '../lib/demo-fetch.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { BoardCanvas } from './board-canvas.tsx';
import { BoardIcon } from './board-icon.tsx';
import { BoardSettingsButton } from './board-settings.tsx';
import { CardDialog } from './card-dialog.tsx';
import { LabelsManagerButton } from './labels-manager.tsx';
import { fetchBoard, scrumboardKeys } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

/** One board: its title and members, its settings and labels, the lists with their cards. */
export function BoardPage() {
  const { t } = useAreaText(scrumboardStrings);
  const shared = useDemoText();
  const { id = '' } = useParams();
  const [openCard, setOpenCard] = useState<string | undefined>();
  const board = useQuery({
    queryKey: scrumboardKeys.board(id),
    queryFn: () => fetchBoard(id),
    // An unknown board is answered 404 at once: no retries.
    retry: (count, error) => !(error instanceof DemoHttpError && error.status === 404) && count < 2,
  });
  const back = (
    <Link
      component={RouterLink}
      to={demoPaths.scrumboard}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {t('backToBoards')}
    </Link>
  );
  if (board.isPending) {
    return <CircularProgress aria-label={t('loading')} />;
  }
  if (board.isError) {
    const missing = board.error instanceof DemoHttpError && board.error.status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h1" variant="h5">
          {shared.t('nav.scrumboard')}
        </Typography>
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? shared.t('demo.notFound') : shared.t('demo.loadFailed')}
        </Alert>
        {back}
      </Stack>
    );
  }
  const data = board.data;
  const card = openCard ? data.cards.find((item) => item.id === openCard) : undefined;
  return (
    <Box sx={{ minWidth: 0 }}>
      {back}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1, mb: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>
          <BoardIcon name={data.icon} />
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography component="h1" variant="h5">
            {data.title}
          </Typography>
          {data.description ? (
            <Typography variant="body2" color="text.secondary">
              {data.description}
            </Typography>
          ) : null}
        </Box>
        {data.members.length > 0 ? (
          <AvatarGroup max={6} aria-label={t('members')} role="group">
            {data.members.map((member) => (
              <Avatar key={member.id} alt={member.name} src={member.avatar} sx={{ width: 32, height: 32 }} />
            ))}
          </AvatarGroup>
        ) : null}
        <Stack direction="row" spacing={1}>
          <LabelsManagerButton board={data} />
          <BoardSettingsButton board={data} />
        </Stack>
      </Stack>
      <BoardCanvas board={data} onOpenCard={setOpenCard} />
      {card ? <CardDialog key={card.id} card={card} board={data} onClose={() => setOpenCard(undefined)} /> : null}
    </Box>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAreaText } from '../lib/demo-text.ts';
import { moveCard, scrumboardKeys, type Card, type FullBoard } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

/** "Move to": the other way to move a card (no dragging): a list and a position in it. */
export function CardMove({ card, board }: { card: Card; board: FullBoard }) {
  const { t } = useAreaText(scrumboardStrings);
  const queryClient = useQueryClient();
  const [listId, setListId] = useState(card.listId);
  const others = board.cards.filter((item) => item.listId === listId && item.id !== card.id);
  const current = board.cards.filter((item) => item.listId === card.listId).findIndex((item) => item.id === card.id);
  const [index, setIndex] = useState(listId === card.listId ? current : others.length);
  const [done, setDone] = useState('');
  const move = useMutation({
    mutationFn: () => moveCard(card.id, listId, Math.min(index, others.length)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: scrumboardKeys.board(board.id) });
      const list = board.lists.find((item) => item.id === listId)?.title ?? '';
      setDone(t('moved', { list, position: Math.min(index, others.length) + 1 }));
    },
  });
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('moveTo')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={t('moveList')}
          value={listId}
          onChange={(event) => {
            const next = event.target.value;
            setListId(next);
            setIndex(board.cards.filter((item) => item.listId === next && item.id !== card.id).length);
          }}
          sx={{ minWidth: 160, flexGrow: 1 }}
        >
          {board.lists.map((list) => (
            <MenuItem key={list.id} value={list.id}>
              {list.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('movePosition')}
          value={Math.min(index, others.length)}
          onChange={(event) => setIndex(Number(event.target.value))}
          sx={{ minWidth: 110 }}
        >
          {Array.from({ length: others.length + 1 }, (_, at) => (
            <MenuItem key={at} value={at}>
              {at + 1}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => move.mutate()} disabled={move.isPending}>
          {t('move')}
        </Button>
      </Stack>
      <Typography variant="body2" role="status" color="text.secondary">
        {done || (move.isError ? t('saveFailed') : '')}
      </Typography>
    </Stack>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DemoConfirmDialog } from '../lib/confirm-dialog.tsx';
import { useAreaText } from '../lib/demo-text.ts';
import { BoardCardTile } from './board-card-tile.tsx';
import { dragId } from './board-layout.ts';
import { InlineAddForm } from './inline-add-form.tsx';
import {
  createCard,
  deleteList,
  renameList,
  scrumboardKeys,
  type Card,
  type FullBoard,
  type List,
} from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type BoardColumnProps = {
  list: List;
  board: FullBoard;
  cards: Card[];
  dragging: 'card' | 'list' | undefined;
  onOpenCard: (id: string) => void;
};

/** One list: its title (rename, delete), its cards in order, and "add card". */
export function BoardColumn({ list, board, cards, dragging, onOpenCard }: BoardColumnProps) {
  const { t } = useAreaText(scrumboardStrings);
  const queryClient = useQueryClient();
  function refresh(): Promise<void> {
    return queryClient.invalidateQueries({ queryKey: scrumboardKeys.board(board.id) });
  }
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: dragId('list', list.id),
    data: { kind: 'list' },
    disabled: { draggable: false, droppable: dragging === 'card' },
  });
  const { setNodeRef: setDropRef } = useDroppable({ id: dragId('column', list.id), disabled: dragging !== 'card' });
  const addCard = useMutation({ mutationFn: (title: string) => createCard(list.id, title), onSuccess: refresh });
  const rename = useMutation({
    mutationFn: (title: string) => renameList(list.id, title),
    onSuccess: async () => {
      await refresh();
      setRenaming(false);
    },
  });
  const remove = useMutation({ mutationFn: () => deleteList(list.id), onSuccess: refresh });
  const headingId = `list-${list.id}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      sx={{
        flex: '0 0 272px',
        width: 272,
        // Holds the visually hidden count inside the scrolling row.
        position: 'relative',
        p: 1,
        bgcolor: 'action.hover',
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
      elevation={0}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mb: 1 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={t('dragList', { title: list.title })}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        {renaming ? (
          <Box
            component="form"
            sx={{ flexGrow: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              const value = new FormData(event.currentTarget).get('title');
              if (typeof value === 'string' && value.trim()) {
                rename.mutate(value.trim());
              }
            }}
          >
            <TextField
              name="title"
              size="small"
              label={t('listTitle')}
              defaultValue={list.title}
              autoFocus
              fullWidth
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  setRenaming(false);
                }
              }}
              onBlur={(event) => {
                const value = event.target.value.trim();
                if (value && value !== list.title) {
                  rename.mutate(value);
                } else {
                  setRenaming(false);
                }
              }}
            />
          </Box>
        ) : (
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }} noWrap>
            {list.title}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" aria-hidden>
          {cards.length}
        </Typography>
        <Box component="span" sx={visuallyHidden}>
          {t('cardCount', { count: cards.length })}
        </Box>
        <IconButton
          size="small"
          aria-label={t('listMenu', { title: list.title })}
          aria-haspopup="menu"
          onClick={(event) => setMenu(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setRenaming(true);
            }}
          >
            {t('renameList')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setConfirming(true);
            }}
          >
            {t('deleteList')}
          </MenuItem>
        </Menu>
      </Stack>
      <Box ref={setDropRef} sx={{ minHeight: 48 }}>
        <SortableContext items={cards.map((card) => dragId('card', card.id))} strategy={verticalListSortingStrategy}>
          <Box
            component="ul"
            aria-labelledby={headingId}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {cards.map((card) => (
              <BoardCardTile
                key={card.id}
                card={card}
                board={board}
                dragging={dragging}
                onOpen={() => onOpenCard(card.id)}
              />
            ))}
          </Box>
        </SortableContext>
        {cards.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {t('emptyList')}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ mt: 1 }}>
        <InlineAddForm
          label={t('addCard')}
          fieldLabel={t('cardTitle')}
          pending={addCard.isPending}
          onAdd={(title) => addCard.mutateAsync(title)}
        />
      </Box>
      <DemoConfirmDialog
        open={confirming}
        title={t('deleteList')}
        text={t('confirmDeleteList', { title: list.title, count: cards.length })}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </Paper>
  );
}

import { type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useAreaText } from '../lib/demo-text.ts';
import { dragId } from './board-layout.ts';
import { formatDue, isOverdue } from './card-dates.ts';
import { type Card, type FullBoard } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

type BoardCardTileProps = { card: Card; board: FullBoard; dragging: 'card' | 'list' | undefined; onOpen: () => void };

/** A card in its column: the title opens the card; the handle drags it (pointer or keyboard). */
export function BoardCardTile({ card, board, dragging, onOpen }: BoardCardTileProps) {
  const { t, locale } = useAreaText(scrumboardStrings);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: dragId('card', card.id),
    data: { kind: 'card' },
    disabled: { draggable: false, droppable: dragging === 'list' },
  });
  const labels = board.labels.filter((label) => card.labels.includes(label.id));
  const members = board.members.filter((member) => card.memberIds.includes(member.id));
  const items = card.checklists.flatMap((list) => list.items);
  const done = items.filter((item) => item.checked).length;
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      <ButtonBase
        onClick={onOpen}
        sx={{ flexGrow: 1, display: 'block', textAlign: 'start', p: 1.5, pr: 0.5, borderRadius: 1, minWidth: 0 }}
      >
        {labels.length > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
            {labels.map((label) => (
              <Chip key={label.id} label={label.title} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        ) : null}
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {card.title}
        </Typography>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1.5, mt: 1, color: 'text.secondary', alignItems: 'center' }}
        >
          {card.dueDate ? (
            <Meta
              icon={<EventOutlinedIcon fontSize="inherit" />}
              text={t('due', { date: formatDue(card.dueDate, locale) })}
              extra={isOverdue(card.dueDate) ? t('overdue') : undefined}
            />
          ) : null}
          {items.length > 0 ? (
            <Meta
              icon={<CheckBoxOutlinedIcon fontSize="inherit" />}
              text={t('checklistProgress', { done, total: items.length })}
            />
          ) : null}
          {card.attachments > 0 ? (
            <Meta icon={<AttachFileIcon fontSize="inherit" />} text={t('attachments', { count: card.attachments })} />
          ) : null}
          {card.comments.length > 0 ? (
            <Meta
              icon={<ChatBubbleOutlineIcon fontSize="inherit" />}
              text={t('commentsCount', { count: card.comments.length })}
            />
          ) : null}
          {members.length > 0 ? (
            <AvatarGroup max={3} sx={{ ml: 'auto' }}>
              {members.map((member) => (
                <Avatar key={member.id} alt={member.name} src={member.avatar} sx={{ width: 24, height: 24 }} />
              ))}
            </AvatarGroup>
          ) : null}
        </Stack>
      </ButtonBase>
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={t('dragCard', { title: card.title })}
        {...attributes}
        {...listeners}
        sx={{ cursor: 'grab', touchAction: 'none', m: 0.5 }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

function Meta({ icon, text, extra }: { icon: ReactNode; text: string; extra?: string | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'caption' }}>
      {icon}
      {text}
      {extra ? (
        <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
          · {extra}
        </Box>
      ) : null}
    </Box>
  );
}

import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAreaText } from '../lib/demo-text.ts';
import { type Card, type FullBoard } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

/** The card's comments, newest last, with who wrote them and when. */
export function CardComments({ card, board }: { card: Card; board: FullBoard }) {
  const { t, locale } = useAreaText(scrumboardStrings);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const comments = [...card.comments].sort((a, b) => a.time.localeCompare(b.time));
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle2">
        {t('comments')}
      </Typography>
      {comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noComments')}
        </Typography>
      ) : null}
      {comments.map((comment) => {
        const member = board.members.find((item) => item.id === comment.memberId);
        return (
          <Stack key={comment.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Avatar alt="" src={member?.avatar} sx={{ width: 28, height: 28 }} />
            <div>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {member?.name ?? '—'}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {format.format(new Date(comment.time))}
                </Typography>
              </Typography>
              <Typography variant="body2">{comment.message}</Typography>
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { ContactDetail } from './contact-detail.tsx';
import { ContactEditor } from './contact-editor.tsx';
import { ContactList } from './contact-list.tsx';

/** The contacts app: the A–Z list, and beside it (below md: instead of it) the chosen contact. */
export function ContactsPage() {
  const { t } = useDemoText();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const editing = searchParams.get('edit') === '1';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 360px) minmax(0, 1fr)' },
      }}
    >
      <Box sx={{ display: { xs: id ? 'none' : 'block', md: 'block' } }}>
        <ContactList selectedId={id} />
      </Box>
      <Paper
        variant="outlined"
        sx={{ display: { xs: id ? 'block' : 'none', md: 'block' }, p: { xs: 2, sm: 3 }, minWidth: 0 }}
      >
        {id && editing ? <ContactEditor key={id} id={id} /> : null}
        {id && !editing ? <ContactDetail key={id} id={id} /> : null}
        {id ? null : <Typography color="text.secondary">{t('contacts.select')}</Typography>}
      </Paper>
    </Box>
  );
}

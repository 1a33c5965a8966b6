import { Fragment, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { contactKeys, createContact, fetchContacts } from './contacts-api.ts';
import { groupByInitial, jobOf } from './contact-text.ts';

/** The contacts, searched on the server (300 ms after the last key) and grouped A–Z. */
export function ContactList({ selectedId }: { selectedId: string | undefined }) {
  const { t } = useDemoText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 300);
  const contacts = useQuery({
    queryKey: contactKeys.list(search),
    queryFn: () => fetchContacts(search),
    placeholderData: keepPreviousData,
  });
  const create = useMutation({
    mutationFn: createContact,
    onSuccess: async (contact) => {
      setSearchText('');
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void navigate(`${demoPaths.contact(contact.id)}?edit=1`);
    },
  });
  const list = contacts.data ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('contacts.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1OutlinedIcon />}
          onClick={() => create.mutate()}
          disabled={create.isPending}
        >
          {t('contacts.add')}
        </Button>
      </Stack>
      <TextField
        type="search"
        size="small"
        label={t('contacts.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <Typography role="status" variant="body2" color="text.secondary">
        {contacts.data ? t('contacts.count', { count: list.length }) : ''}
      </Typography>
      {contacts.isError ? <Alert severity="error">{t('demo.loadFailed')}</Alert> : null}
      <Paper variant="outlined" sx={{ maxHeight: { md: '70vh' }, overflow: 'auto' }}>
        {contacts.isFetching ? <LinearProgress aria-label={t('auth.working')} /> : null}
        {contacts.data && list.length === 0 ? <Typography sx={{ p: 2 }}>{t('contacts.empty')}</Typography> : null}
        <List aria-label={t('contacts.title')} disablePadding>
          {groupByInitial(list).map((group) => (
            <Fragment key={group.letter}>
              <ListSubheader component="li" aria-hidden="true" sx={{ fontWeight: 700 }}>
                {group.letter}
              </ListSubheader>
              {group.contacts.map((contact) => {
                const job = jobOf(contact);
                return (
                  <ListItem key={contact.id} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to={demoPaths.contact(contact.id)}
                      selected={contact.id === selectedId}
                      aria-current={contact.id === selectedId ? 'page' : undefined}
                    >
                      <ListItemAvatar>
                        <Avatar alt="" src={contact.avatar ?? undefined}>
                          {contact.name.slice(0, 1)}
                        </Avatar>
                      </ListItemAvatar>
                      <ListItemText primary={contact.name} secondary={job.title || job.company || null} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </Fragment>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}

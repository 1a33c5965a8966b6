import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useDemoText } from '../lib/demo-text.ts';
import { contactKeys, createContactTag, deleteContactTag, fetchContactTags } from './contacts-api.ts';

/** The contact tags: add one, or delete one (the engine strips it from every contact). */
export function ManageTagsButton() {
  const { t } = useDemoText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const tags = useQuery({ queryKey: contactKeys.tags, queryFn: fetchContactTags });
  function refresh(): Promise<void> {
    return queryClient.invalidateQueries({ queryKey: contactKeys.all });
  }
  const add = useMutation({ mutationFn: createContactTag, onSuccess: refresh });
  const remove = useMutation({ mutationFn: deleteContactTag, onSuccess: refresh });
  return (
    <>
      <Button size="small" startIcon={<LabelOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('contacts.manageTags')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('contacts.manageTags')}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            direction="row"
            spacing={1}
            sx={{ pt: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (title.trim()) {
                add.mutate(title.trim());
                setTitle('');
              }
            }}
          >
            <TextField
              size="small"
              label={t('contacts.tagTitle')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              sx={{ flexGrow: 1 }}
            />
            <Button type="submit" variant="outlined">
              {t('common.add')}
            </Button>
          </Stack>
          <List aria-label={t('contacts.tags')}>
            {(tags.data ?? []).map((tag) => (
              <ListItem
                key={tag.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('contacts.deleteTag', { title: tag.title })}
                    onClick={() => remove.mutate(tag.id)}
                    disabled={remove.isPending}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={tag.title} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

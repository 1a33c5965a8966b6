import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { allGuidesLimit, findFaqs, findGuides, helpCenterKeys, helpCenterPaths } from './help-center-api.ts';
import { QueryState } from './help-center-parts.tsx';
import { searchHelpCenter } from './help-center-search.ts';
import { helpCenterStrings, type HelpCenterTextKey } from './help-center-strings.ts';

const shortcuts: readonly {
  to: string;
  title: HelpCenterTextKey;
  text: HelpCenterTextKey;
  action: HelpCenterTextKey;
}[] = [
  { to: helpCenterPaths.faqs(), title: 'sections.faqs', text: 'home.faqsText', action: 'home.faqsAction' },
  { to: helpCenterPaths.guides, title: 'sections.guides', text: 'home.guidesText', action: 'home.guidesAction' },
  { to: helpCenterPaths.support, title: 'sections.support', text: 'home.supportText', action: 'home.supportAction' },
];

function resultsKey(count: number): HelpCenterTextKey {
  if (count === 0) {
    return 'home.resultsNone';
  }
  return count === 1 ? 'home.resultsOne' : 'home.results';
}

/** The help center's home: a search over FAQ questions and guide titles, and the ways in. */
export function HelpCenterHome() {
  const { t } = useAreaText(helpCenterStrings);
  const [query, setQuery] = useState('');
  const resultsId = useId();
  const faqs = useQuery({ queryKey: helpCenterKeys.faqs, queryFn: findFaqs });
  const guides = useQuery({
    queryKey: helpCenterKeys.guides(allGuidesLimit),
    queryFn: () => findGuides(allGuidesLimit),
  });
  const searching = query.trim().length > 0;
  const results = searchHelpCenter(query, faqs.data ?? [], guides.data ?? []);
  const mostAsked = faqs.data?.find((category) => category.slug === 'most-asked');
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby={`${resultsId}-title`} sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography id={`${resultsId}-title`} variant="h5" component="h2" gutterBottom>
          {t('home.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('home.intro')}
        </Typography>
        <TextField
          type="search"
          fullWidth
          label={t('home.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { 'aria-controls': resultsId } }}
        />
        <QueryState isPending={faqs.isPending || guides.isPending} error={faqs.error ?? guides.error} />
        <Box id={resultsId}>
          <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
            {searching ? t(resultsKey(results.length), { count: results.length }) : ''}
          </Typography>
          {searching && results.length > 0 ? (
            <List aria-label={t('home.resultsLabel')}>
              {results.map((result) => (
                <ListItem key={`${result.kind}-${result.id}`} disablePadding>
                  <ListItemButton component={RouterLink} to={result.to}>
                    <ListItemText
                      primary={result.title}
                      secondary={`${t(result.kind === 'faq' ? 'home.kindFaq' : 'home.kindGuide')} · ${result.categoryTitle}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ) : null}
        </Box>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {shortcuts.map((shortcut) => (
          <Paper
            key={shortcut.to}
            variant="outlined"
            component="section"
            sx={{ p: 2, display: 'flex', flexDirection: 'column' }}
          >
            <Typography variant="h6" component="h2" gutterBottom>
              {t(shortcut.title)}
            </Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1, mb: 2 }}>
              {t(shortcut.text)}
            </Typography>
            <Button component={RouterLink} to={shortcut.to} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {t(shortcut.action)}
            </Button>
          </Paper>
        ))}
      </Box>
      {mostAsked ? (
        <Paper variant="outlined" component="section" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {t('home.mostAsked')}
          </Typography>
          <List>
            {mostAsked.faqs.map((faq) => (
              <ListItem key={faq.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`${helpCenterPaths.faqs(mostAsked.slug)}?open=${encodeURIComponent(faq.id)}`}
                >
                  <ListItemText primary={faq.question} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
    </Stack>
  );
}

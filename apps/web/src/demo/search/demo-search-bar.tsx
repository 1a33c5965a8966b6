import { Fragment, useId, useState, type KeyboardEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { useAreaText } from '../lib/demo-text.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { demoHref, resultTitle, searchDemo, searchKeys, type SearchResult } from './search-api.ts';
import { searchStrings } from './search-strings.ts';

/**
 * The demo's header search (combobox pattern): 300 ms after the last key it asks the common search,
 * and lists the groups contacts, pages, tasks; arrows move through the results, Enter opens one,
 * Escape closes the list (and a second Escape clears the text).
 */
export function DemoSearchBar() {
  const { t, language } = useAreaText(searchStrings);
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), 300);
  const search = useQuery({
    queryKey: searchKeys.query(query),
    queryFn: () => searchDemo(query),
    enabled: query.length > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const groups = query && text.trim() ? (search.data ?? []) : [];
  const flat: SearchResult[] = groups.flatMap((group) => group.results);
  function optionId(index: number) {
    return `${baseId}-option-${index}`;
  }
  const showing = open && text.trim().length > 0 && query.length > 0;

  function go(result: SearchResult | undefined) {
    if (!result) {
      return;
    }
    setOpen(false);
    setText('');
    setActive(-1);
    void navigate(demoHref(result));
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (flat.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + flat.length + (current < 0 && step < 0 ? 1 : 0)) % flat.length);
      }
    } else if (event.key === 'Enter') {
      if (showing && active >= 0) {
        event.preventDefault();
        go(flat[active]);
      }
    } else if (event.key === 'Escape') {
      if (showing) {
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  }

  const offsets = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.results.length, 0));
  return (
    <div ref={setAnchor} role="search" style={{ flex: '0 1 240px', minWidth: 88 }}>
      <TextField
        size="small"
        value={text}
        placeholder={t('placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        fullWidth
        sx={{ '& input': { py: 0.75 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: {
            role: 'combobox',
            'aria-label': t('label'),
            'aria-expanded': showing,
            'aria-controls': showing ? listboxId : undefined,
            'aria-autocomplete': 'list',
            'aria-activedescendant': showing && active >= 0 ? optionId(active) : undefined,
            autoComplete: 'off',
          },
        }}
      />
      <VisuallyHidden aria-live="polite">
        {showing && search.data && !search.isFetching ? t('count', { count: flat.length }) : ''}
      </VisuallyHidden>
      <Popper
        open={showing}
        anchorEl={anchor}
        placement="bottom-start"
        sx={{ zIndex: (theme) => theme.zIndex.modal, width: 'min(360px, calc(100vw - 16px))' }}
      >
        <Paper elevation={8} sx={{ mt: 0.5, maxHeight: '70vh', overflow: 'auto' }}>
          {search.isFetching && flat.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {t('searching')}
            </Typography>
          ) : null}
          {!search.isFetching && search.data && flat.length === 0 ? (
            <Typography sx={{ p: 2 }}>{t('none', { query })}</Typography>
          ) : null}
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t('results')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {groups.map((group, groupIndex) => (
              <Fragment key={group.id}>
                <li role="presentation">
                  <Typography
                    id={`${baseId}-${group.id}`}
                    variant="overline"
                    color="text.secondary"
                    sx={{ display: 'block', px: 2, pt: 1 }}
                  >
                    {t(group.id)}
                  </Typography>
                  <ul
                    role="group"
                    aria-labelledby={`${baseId}-${group.id}`}
                    style={{ listStyle: 'none', margin: 0, padding: 0 }}
                  >
                    {group.results.map((result, resultIndex) => {
                      const at = (offsets[groupIndex] ?? 0) + resultIndex;
                      return (
                        <Typography
                          component="li"
                          key={`${group.id}-${result.id}`}
                          id={optionId(at)}
                          role="option"
                          aria-selected={at === active}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => go(result)}
                          onMouseMove={() => setActive(at)}
                          sx={{
                            px: 2,
                            py: 1,
                            cursor: 'pointer',
                            bgcolor: at === active ? 'action.selected' : undefined,
                          }}
                        >
                          {resultTitle(result, language)}
                          {result.subtitle ? (
                            <Typography
                              component="span"
                              variant="body2"
                              color="text.secondary"
                              sx={{ display: 'block' }}
                              noWrap
                            >
                              {result.subtitle}
                            </Typography>
                          ) : null}
                        </Typography>
                      );
                    })}
                  </ul>
                </li>
              </Fragment>
            ))}
          </ul>
        </Paper>
      </Popper>
    </div>
  );
}

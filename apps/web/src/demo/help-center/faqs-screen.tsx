import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { findFaqs, getFaqCategory, helpCenterKeys, helpCenterPaths, type Faq } from './help-center-api.ts';
import { QueryState } from './help-center-parts.tsx';
import { helpCenterStrings } from './help-center-strings.ts';

const defaultCategory = 'most-asked';

/** The switcher between FAQ categories: one link per category, the current one marked. */
function FaqCategorySwitcher({ current }: { current: string }) {
  const { t } = useAreaText(helpCenterStrings);
  const categories = useQuery({ queryKey: helpCenterKeys.faqs, queryFn: findFaqs });
  return (
    <nav aria-label={t('faqs.categories')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(categories.data ?? []).map((category) => {
          const selected = category.slug === current;
          return (
            <Chip
              key={category.id}
              component={RouterLink}
              to={helpCenterPaths.faqs(category.slug)}
              clickable
              label={category.title}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-current={selected ? 'page' : undefined}
            />
          );
        })}
      </Stack>
    </nav>
  );
}

/** The questions of one category as expansion panels; `initiallyOpen` (from a search result) starts expanded. */
function FaqPanels({ faqs, initiallyOpen }: { faqs: readonly Faq[]; initiallyOpen: string | null }) {
  const [expanded, setExpanded] = useState<string | null>(initiallyOpen);
  useEffect(() => {
    if (initiallyOpen) {
      // Opened from a search result: the question takes the focus (and scrolls into view).
      document.getElementById(`faq-${initiallyOpen}-question`)?.focus();
    }
  }, [initiallyOpen]);
  return (
    <div>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          id={`faq-${faq.id}`}
          expanded={expanded === faq.id}
          onChange={(_event, open) => setExpanded(open ? faq.id : null)}
          disableGutters
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${faq.id}-question`}
            aria-controls={`faq-${faq.id}-answer`}
          >
            <Typography sx={{ fontWeight: 500 }}>{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

/** FAQs by category (`/faqs/:categorySlug`, "most asked" by default). */
export function FaqsScreen() {
  const { t } = useAreaText(helpCenterStrings);
  const { categorySlug = defaultCategory } = useParams();
  const [searchParams] = useSearchParams();
  const category = useQuery({
    queryKey: helpCenterKeys.faqCategory(categorySlug),
    queryFn: () => getFaqCategory(categorySlug),
    retry: false,
  });
  return (
    <Stack spacing={2} component="section" aria-labelledby="faqs-title">
      <Typography id="faqs-title" variant="h5" component="h2">
        {t('sections.faqs')}
      </Typography>
      <FaqCategorySwitcher current={categorySlug} />
      <QueryState isPending={category.isPending} error={category.error} />
      {category.data ? (
        <Stack spacing={1}>
          <Typography variant="h6" component="p" aria-live="polite">
            {category.data.title}
          </Typography>
          <FaqPanels key={category.data.slug} faqs={category.data.faqs} initiallyOpen={searchParams.get('open')} />
        </Stack>
      ) : null}
    </Stack>
  );
}

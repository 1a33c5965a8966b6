import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { pagesWithRegions, percent, type DraftRegion } from '../utils/document-regions.ts';

/** A region with its number and name in the dialog ("Zona 1 (página 2)"). */
export type NamedRegion = DraftRegion & { number: number; label: string };

type DocumentRegionsListProps = {
  regions: readonly NamedRegion[];
  selectedId: number | null;
  /** Goes to the region's page and puts the focus on it. */
  onPick: (region: NamedRegion) => void;
  onRemove: (region: NamedRegion) => void;
};

/** "Se tacharán 3 zonas en 2 páginas": what the redaction will do, or that nothing is marked yet. */
export function RegionsSummary({ regions }: { regions: readonly DraftRegion[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (regions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="document-regions-summary">
        {t('caseRedaction.documentDialog.noRegions')}
      </Typography>
    );
  }
  const pages = pagesWithRegions(regions);
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="document-regions-summary">
      {t('caseRedaction.documentDialog.summary', {
        count: regions.length,
        regions: t('caseRedaction.regionCount', {
          count: regions.length,
          formatted: formatNumber(regions.length, language),
        }),
        pages: t('caseRedaction.documentDialog.pageCount', { count: pages, formatted: formatNumber(pages, language) }),
      })}
    </Typography>
  );
}

/** Where the selected region is, in words: for a keyboard user moving it, and anyone checking it. */
export function SelectedRegionStatus({ region }: { region: NamedRegion | null }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="document-region-status">
      {region === null
        ? ''
        : t('caseRedaction.documentDialog.selected', {
            zona: region.label,
            x: percent(region.x),
            y: percent(region.y),
            ancho: percent(region.ancho),
            alto: percent(region.alto),
          })}
    </Typography>
  );
}

/** The regions marked, page by page: each can be picked (its page shown, the focus on it) or removed. */
export function DocumentRegionsList({ regions, selectedId, onPick, onRemove }: DocumentRegionsListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('caseRedaction.documentDialog.regionsTitle')}
      </Typography>
      {regions.length === 0 ? null : (
        <List dense aria-labelledby={titleId} data-testid="document-regions-list">
          {regions.map((region) => (
            <ListItem
              key={region.id}
              disableGutters
              data-testid="document-regions-item"
              sx={{ gap: 1, justifyContent: 'space-between' }}
            >
              <Button
                size="small"
                color="inherit"
                aria-current={region.id === selectedId ? 'true' : undefined}
                sx={{ textTransform: 'none', fontWeight: region.id === selectedId ? 700 : 400 }}
                onClick={() => {
                  onPick(region);
                }}
              >
                {region.label}
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={t('caseRedaction.documentDialog.removeLabel', {
                  number: region.number,
                  page: region.pagina,
                })}
                onClick={() => {
                  onRemove(region);
                }}
              >
                {t('caseRedaction.documentDialog.remove')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

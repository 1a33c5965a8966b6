import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import type { IconCatalogue } from '@atalaya/demo-api/areas/icons-catalogues';
import { useAreaText } from '../lib/demo-text.ts';
import { IconDrawing } from './icon-drawing.tsx';
import { iconIdentifier, usageSnippet } from './icon-usage.ts';
import { iconsStrings } from './icons-strings.ts';

type IconUsagePanelProps = { catalogue: IconCatalogue; namespace: string; name: string | null; size: number };

/** The selected icon large, its identifier (`namespace:name`) and the code to draw it, with a copy button. */
export function IconUsagePanel({ catalogue, namespace, name, size }: IconUsagePanelProps) {
  const { t } = useAreaText(iconsStrings);
  const [copied, setCopied] = useState<{ snippet: string; ok: boolean } | null>(null);
  if (name === null) {
    return (
      <Paper variant="outlined" component="section" aria-label={t('icons.selected')} sx={{ p: 2 }}>
        <Typography color="text.secondary">{t('icons.pick')}</Typography>
      </Paper>
    );
  }
  const snippet = usageSnippet(catalogue, name, size);
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied({ snippet, ok: true });
    } catch {
      setCopied({ snippet, ok: false });
    }
  }
  const status = copied?.snippet === snippet ? (copied.ok ? t('icons.copied') : t('icons.copyFailed')) : '';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="icons-selected-name" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('icons.selected')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', lineHeight: 0 }}>
          <IconDrawing catalogue={catalogue} name={name} size={Math.max(size, 48)} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="icons-selected-name" variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('icons.identifier')}: <code>{iconIdentifier(namespace, name)}</code>
          </Typography>
        </Box>
      </Box>
      <Typography variant="subtitle2" component="h3" id="icons-usage-title">
        {t('icons.usage')}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-labelledby="icons-usage-title"
        sx={{
          m: 0,
          my: 1,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: 13,
          maxHeight: 260,
        }}
      >
        <code>{snippet}</code>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyOutlinedIcon />} onClick={() => void copy()}>
          {t('icons.copy')}
        </Button>
        <Typography role="status" variant="body2" color={copied?.ok === false ? 'error' : 'text.secondary'}>
          {status}
        </Typography>
      </Box>
    </Paper>
  );
}

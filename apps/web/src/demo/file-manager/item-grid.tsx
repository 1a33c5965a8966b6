import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Link as RouterLink } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import type { FileItem } from './file-manager-api.ts';
import { fileManagerStrings } from './file-manager-strings.ts';
import { FileIcon } from './file-icon.tsx';
import { contentsText, folderHref } from './file-text.ts';

export type ItemViewProps = {
  items: readonly FileItem[];
  selectedId: string | null;
  onDetails: (item: FileItem) => void;
};

const cardSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 1,
  width: '100%',
  height: '100%',
  p: 2,
  pt: 3,
  borderRadius: 1,
  textAlign: 'center',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** Cards in a responsive grid (two columns at 390 px): a folder opens on click, a file shows its details. */
export function ItemGrid({ items, selectedId, onDetails }: ItemViewProps) {
  const { t } = useAreaText(fileManagerStrings);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 100%), 1fr))',
      }}
    >
      {items.map((item) => {
        const isFolder = item.type === 'folder';
        const body = (
          <>
            <FileIcon item={item} />
            <Typography component="span" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
              {item.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {isFolder ? contentsText(t, item.contents) : item.size}
            </Typography>
          </>
        );
        return (
          <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
            <Paper
              variant="outlined"
              sx={{
                position: 'relative',
                height: '100%',
                borderColor: item.id === selectedId ? 'primary.main' : undefined,
              }}
            >
              {isFolder ? (
                <ButtonBase component={RouterLink} to={folderHref(demoPaths.fileManager, item.id)} sx={cardSx}>
                  {body}
                </ButtonBase>
              ) : (
                <ButtonBase
                  onClick={() => onDetails(item)}
                  aria-label={t('files.detailsOf', { name: item.name })}
                  aria-haspopup="dialog"
                  sx={cardSx}
                >
                  {body}
                </ButtonBase>
              )}
              {isFolder ? (
                <IconButton
                  size="small"
                  aria-label={t('files.detailsOf', { name: item.name })}
                  aria-haspopup="dialog"
                  onClick={() => onDetails(item)}
                  sx={{ position: 'absolute', top: 4, right: 4 }}
                >
                  <InfoOutlinedIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}

import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { Link as RouterLink } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import type { FileItem } from './file-manager-api.ts';
import { fileManagerStrings } from './file-manager-strings.ts';
import { FileIcon } from './file-icon.tsx';
import { contentsText, dateText, folderHref, typeText } from './file-text.ts';

type ItemDetailsProps = {
  item: FileItem | undefined;
  /** Where the item lies: "Mis archivos / Work / Projects". */
  location: string;
  onClose: () => void;
  onOpenFolder: (folder: FileItem) => void;
};

/** The details of the selected item in a side drawer (full width on a phone); Escape or the close button shut it. */
export function ItemDetails({ item, location, onClose, onOpenFolder }: ItemDetailsProps) {
  const { t, locale } = useAreaText(fileManagerStrings);
  const titleId = useId();
  const fields: [string, string][] = item
    ? [
        [t('files.type'), typeText(t, item)],
        [t('files.size'), item.size],
        ...(item.type === 'folder' ? [[t('files.contents'), contentsText(t, item.contents)] as [string, string]] : []),
        [t('files.location'), location],
        [t('files.createdBy'), item.createdBy],
        [t('files.createdAt'), dateText(locale, item.createdAt)],
        [t('files.modifiedAt'), dateText(locale, item.modifiedAt)],
        ...(item.description ? [[t('files.description'), item.description] as [string, string]] : []),
      ]
    : [];
  return (
    <Drawer
      anchor="right"
      open={item !== undefined}
      onClose={onClose}
      // Above the demo's fixed header (which sits above the permanent navigation drawer).
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 380 }, p: 3 },
        },
      }}
    >
      {item ? (
        <Stack spacing={3}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
              {item.name}
            </Typography>
            <IconButton aria-label={t('files.close')} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3, bgcolor: 'action.hover', borderRadius: 1 }}>
            <FileIcon item={item} size={96} />
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5 }}
          >
            {fields.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {item.type === 'folder' ? (
            <Button
              variant="contained"
              startIcon={<FolderOpenOutlinedIcon />}
              component={RouterLink}
              to={folderHref(demoPaths.fileManager, item.id)}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                onOpenFolder(item);
              }}
            >
              {t('files.openFolder')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { useAreaText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { fileManagerStrings } from './file-manager-strings.ts';
import { FileIcon } from './file-icon.tsx';
import { contentsText, dateText, folderHref, typeText } from './file-text.ts';
import type { ItemViewProps } from './item-grid.tsx';

/** The list view: one table, folders first; type and date columns give way below 600 px. */
export function ItemTable({ items, selectedId, onDetails, labelledBy }: ItemViewProps & { labelledBy: string }) {
  const { t, locale } = useAreaText(fileManagerStrings);
  const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('files.name')}</TableCell>
            <TableCell sx={wide}>{t('files.type')}</TableCell>
            <TableCell>{t('files.size')}</TableCell>
            <TableCell sx={wide}>{t('files.modifiedAt')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('files.details')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const isFolder = item.type === 'folder';
            return (
              <TableRow key={item.id} selected={item.id === selectedId}>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <FileIcon item={item} size={28} />
                    {isFolder ? (
                      <Link component={RouterLink} to={folderHref(demoPaths.fileManager, item.id)}>
                        {item.name}
                      </Link>
                    ) : (
                      <Link component="button" type="button" onClick={() => onDetails(item)} aria-haspopup="dialog">
                        {item.name}
                      </Link>
                    )}
                  </Box>
                </TableCell>
                <TableCell sx={wide}>{typeText(t, item)}</TableCell>
                <TableCell>{isFolder ? contentsText(t, item.contents) : item.size}</TableCell>
                <TableCell sx={wide}>{dateText(locale, item.modifiedAt)}</TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={t('files.detailsOf', { name: item.name })}
                    aria-haspopup="dialog"
                    onClick={() => onDetails(item)}
                  >
                    <InfoOutlinedIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

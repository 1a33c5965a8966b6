import Box from '@mui/material/Box';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import type { FileItem } from './file-manager-api.ts';

const icons = {
  folder: FolderIcon,
  PDF: PictureAsPdfOutlinedIcon,
  XLS: TableChartOutlinedIcon,
  DOC: DescriptionOutlinedIcon,
  TXT: ArticleOutlinedIcon,
  JPG: ImageOutlinedIcon,
  PNG: ImageOutlinedIcon,
  ZIP: FolderZipOutlinedIcon,
} as const;

/** Theme colours by type, chosen so the badge text keeps its contrast in both schemes. */
const colors: Record<string, 'warning' | 'error' | 'success' | 'info' | 'secondary' | 'primary'> = {
  folder: 'warning',
  PDF: 'error',
  XLS: 'success',
  DOC: 'info',
  JPG: 'secondary',
  PNG: 'secondary',
};

/** The decorative icon of an item, with its type as a small badge for files. */
export function FileIcon({ item, size = 48 }: { item: Pick<FileItem, 'type'>; size?: number }) {
  const Icon = icons[item.type as keyof typeof icons] ?? InsertDriveFileOutlinedIcon;
  const color = colors[item.type] ?? 'primary';
  return (
    <Box aria-hidden="true" sx={{ position: 'relative', display: 'inline-flex', lineHeight: 0 }}>
      <Icon color={color} sx={{ fontSize: size }} />
      {item.type === 'folder' || size < 40 ? null : (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            bottom: 0,
            right: -6,
            px: 0.5,
            borderRadius: 0.5,
            fontSize: 10,
            fontWeight: 700,
            lineHeight: '16px',
            bgcolor: `${color}.dark`,
            color: `${color}.contrastText`,
          }}
        >
          {item.type}
        </Box>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { mainContentId } from './skip-link.tsx';

/** No chrome: only the page, inside the main landmark. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id={mainContentId}
      tabIndex={-1}
      sx={{ minHeight: '100vh', bgcolor: 'background.default', outline: 'none' }}
    >
      {children}
    </Box>
  );
}

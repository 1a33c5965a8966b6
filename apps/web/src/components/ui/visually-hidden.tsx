import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text read by screen readers but not shown (e.g. "opens in a new tab"). */
export function VisuallyHidden({
  children,
  'aria-live': ariaLive,
}: {
  children: ReactNode;
  'aria-live'?: 'polite' | 'assertive';
}) {
  return (
    <Box
      component="span"
      aria-live={ariaLive}
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; subtitle?: string; children?: ReactNode };

/** The page's single h1 and an optional subtitle. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

import { useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, useThemeSettings } from '@/lib/theme.ts';

/**
 * The MUI theme around the pages and parts built with MUI (decision 044): the back office, the
 * reporter's forms, the sign-in pages, notices and the update prompt. A lazy chunk: the public
 * shell that a reporter opens first never loads it.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const { scheme, theme } = useThemeSettings();
  const muiTheme = useMemo(() => createAppTheme(scheme, theme), [scheme, theme]);
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

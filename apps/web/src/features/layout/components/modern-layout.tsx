import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { SkipLink, mainContentId } from './skip-link.tsx';

type ModernLayoutProps = {
  /** Client logo and name. */
  brand: ReactNode;
  /** Header links (user menu entries), shown from 600 px. */
  navigation?: ReactNode;
  /** The same links as a compact menu, shown below 600 px instead. */
  compactNavigation?: ReactNode;
  /** Language menu, light/dark toggle, sign-in button. */
  actions: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/** Public layout (the default): header, main, footer. */
export function ModernLayout({ brand, navigation, compactNavigation, actions, footer, children }: ModernLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar
        component="header"
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1, flexWrap: 'wrap', py: 1, minHeight: 64 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>{brand}</Box>
            {navigation ? <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>{navigation}</Box> : null}
            {/* On a narrow screen the header wraps: the actions then keep to the right edge. */}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
              {actions}
              {compactNavigation ? (
                <Box sx={{ display: { xs: 'flex', sm: 'none' } }} data-testid="compact-navigation">
                  {compactNavigation}
                </Box>
              ) : null}
            </Box>
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          {children}
        </Container>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}>
        <Container maxWidth="lg">{footer}</Container>
      </Box>
    </Box>
  );
}

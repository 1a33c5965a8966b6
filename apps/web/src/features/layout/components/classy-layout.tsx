import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink, mainContentId } from './skip-link.tsx';

export const sideNavigationWidth = 280;

type ClassyLayoutProps = {
  /** Logo (linked), client name and subtitle. */
  brand: ReactNode;
  /** The side navigation; receives a callback that closes the drawer on small screens. */
  navigation: (onNavigate: () => void) => ReactNode;
  /** Header actions: notification bell, language menu, theme, full screen, user menu. */
  actions: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/** Administrator layout: side navigation (a drawer below md), header, main, footer. */
export function ClassyLayout({ brand, navigation, actions, footer, children }: ClassyLayoutProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isLarge = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  function closeMobile() {
    setMobileOpen(false);
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Drawer
        variant={isLarge ? 'permanent' : 'temporary'}
        open={isLarge || mobileOpen}
        onClose={closeMobile}
        ModalProps={{ keepMounted: true }}
        // Below md the drawer is a modal dialog, which needs a name; docked, it is no dialog.
        slotProps={{ paper: isLarge ? {} : { 'aria-label': t('navigation.label') } }}
        sx={{
          width: isLarge ? sideNavigationWidth : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: sideNavigationWidth, boxSizing: 'border-box' },
        }}
      >
        {/* A landmark around the whole side panel (app name and navigation), so no content of the
            back office stands outside a landmark. */}
        <Box component="aside" aria-label={t('app.name')}>
          {navigation(closeMobile)}
        </Box>
      </Drawer>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <AppBar
          component="header"
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            {isLarge ? null : (
              <IconButton
                edge="start"
                aria-label={t('layout.openNavigation')}
                aria-expanded={mobileOpen}
                onClick={() => {
                  setMobileOpen(true);
                }}
              >
                <MenuIcon aria-hidden="true" />
              </IconButton>
            )}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>{brand}</Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>{actions}</Box>
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id={mainContentId}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, md: 4 }, outline: 'none' }}
        >
          {children}
        </Box>
        <Box
          component="footer"
          sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 2, md: 4 }, py: 2 }}
        >
          {footer}
        </Box>
      </Box>
    </Box>
  );
}

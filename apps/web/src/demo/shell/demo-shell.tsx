import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LanguageMenu } from '@/components/ui/language-menu.tsx';
import { SchemeToggle } from '@/components/ui/scheme-toggle.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { useDemoSession } from '../lib/demo-session.ts';
import { DemoSearchBar } from '../search/demo-search-bar.tsx';
import { DemoNav } from './demo-nav.tsx';
import { DemoUserMenu } from './demo-user-menu.tsx';

const drawerWidth = 232;

/** The signed-in demo: header with the user menu, side navigation, the sample-data note, the page. */
export function DemoShell() {
  const { t } = useDemoText();
  const { accessToken, user, locked } = useDemoSession();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  if (!accessToken || !user) {
    return <Navigate to={demoPaths.signIn} replace />;
  }
  if (locked) {
    return <Navigate to={demoPaths.unlockSession} replace state={{ from: pathname }} />;
  }
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="default" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            edge="start"
            aria-label={t('nav.open')}
            onClick={() => setOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }} noWrap>
            Atalaya · {t('demo.title')}
          </Typography>
          <DemoSearchBar />
          <LanguageMenu />
          <SchemeToggle />
          <DemoUserMenu user={user} />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{
          display: { xs: 'block', md: 'none' },
          // Above the header, which sits above the permanent drawer.
          zIndex: (theme) => theme.zIndex.drawer + 2,
          '& .MuiDrawer-paper': { width: drawerWidth },
        }}
      >
        <DemoNav onNavigate={() => setOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <DemoNav />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Toolbar />
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('demo.sampleNote')}
        </Alert>
        <Outlet />
      </Box>
    </Box>
  );
}

import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useNavigate } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { clearDemoSession, lockDemoSession, type DemoUser } from '../lib/demo-session.ts';

/** The demo user's menu: lock the session (unlock screen) or sign out of the demo. */
export function DemoUserMenu({ user }: { user: DemoUser }) {
  const { t } = useDemoText();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  function lock(): void {
    setAnchor(null);
    // The shell then shows the unlock screen, which comes back here.
    lockDemoSession();
  }
  function signOut(): void {
    setAnchor(null);
    clearDemoSession();
    void navigate(demoPaths.signIn);
  }
  return (
    <>
      <IconButton
        aria-label={t('user.menu', { name: user.name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar alt="" src={user.avatar ?? undefined} sx={{ width: 32, height: 32 }}>
          {user.name.slice(0, 1)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled divider>
          {user.name} · {user.email}
        </MenuItem>
        <MenuItem onClick={lock}>
          <ListItemIcon aria-hidden="true">
            <LockOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('user.lock')}
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon aria-hidden="true">
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('user.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

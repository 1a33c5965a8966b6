import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import EmojiSymbolsOutlinedIcon from '@mui/icons-material/EmojiSymbolsOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import type { DemoTextKey } from '../lib/strings-es.ts';

type DemoNavItem = { to: string; label: DemoTextKey; icon: ReactNode };

export const demoNavItems: readonly DemoNavItem[] = [
  { to: demoPaths.analytics, label: 'nav.analytics', icon: <InsightsOutlinedIcon /> },
  { to: demoPaths.chat, label: 'nav.chat', icon: <ChatOutlinedIcon /> },
  { to: demoPaths.contacts, label: 'nav.contacts', icon: <ContactsOutlinedIcon /> },
  { to: demoPaths.inventory, label: 'nav.inventory', icon: <Inventory2OutlinedIcon /> },
  { to: demoPaths.fileManager, label: 'nav.fileManager', icon: <FolderOutlinedIcon /> },
  { to: demoPaths.helpCenter, label: 'nav.helpCenter', icon: <HelpOutlineOutlinedIcon /> },
  { to: demoPaths.icons, label: 'nav.icons', icon: <EmojiSymbolsOutlinedIcon /> },
  { to: demoPaths.mailbox, label: 'nav.mailbox', icon: <MailOutlinedIcon /> },
  { to: demoPaths.notes, label: 'nav.notes', icon: <StickyNote2OutlinedIcon /> },
  { to: demoPaths.tasks, label: 'nav.tasks', icon: <TaskAltOutlinedIcon /> },
  { to: demoPaths.scrumboard, label: 'nav.scrumboard', icon: <ViewKanbanOutlinedIcon /> },
];

/** The side navigation between the demo's areas. */
export function DemoNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useDemoText();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')}>
      <List>
        {demoNavItems.map((item) => {
          const current = pathname === item.to || pathname.startsWith(`${item.to}/`);
          return (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon aria-hidden="true">{item.icon}</ListItemIcon>
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}

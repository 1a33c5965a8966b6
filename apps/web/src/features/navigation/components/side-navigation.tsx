import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '@atalaya/contract/common/navigation.schemas';
import { NavigationIcon } from './navigation-icon.tsx';
import { toHref } from './navigation-links.tsx';

type ItemProps = { item: NavigationItem; depth: number; onNavigate?: () => void };

function useItemTitle(item: NavigationItem): string {
  const { t } = useTranslation();
  return item.translation ? t(item.translation, { defaultValue: item.title }) : item.title;
}

function BasicItem({ item, depth, onNavigate }: ItemProps) {
  const title = useItemTitle(item);
  const href = toHref(item.link ?? '/');
  const external = item.externalLink === true || /^https?:\/\//i.test(href);
  const common = { sx: { pl: 2 + depth * 2, borderRadius: 1, mx: 1 }, onClick: onNavigate };
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <NavigationIcon name={item.icon} />
      </ListItemIcon>
      <ListItemText primary={title} />
    </>
  );
  return (
    <li>
      {external ? (
        <ListItemButton component="a" href={href} target="_blank" rel="noopener noreferrer" {...common}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton component={NavLink} to={href} {...common}>
          {content}
        </ListItemButton>
      )}
    </li>
  );
}

function CollapsableItem({ item, depth, onNavigate }: ItemProps) {
  const title = useItemTitle(item);
  const [open, setOpen] = useState(true);
  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        onClick={() => {
          setOpen((value) => !value);
        }}
        sx={{ pl: 2 + depth * 2, borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <NavigationIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={title} />
        {open ? <ExpandLessIcon aria-hidden="true" /> : <ExpandMoreIcon aria-hidden="true" />}
      </ListItemButton>
      <Collapse in={open}>
        <NavigationList items={item.children ?? []} depth={depth + 1} onNavigate={onNavigate} />
      </Collapse>
    </li>
  );
}

function GroupItem({ item, depth, onNavigate }: ItemProps) {
  const title = useItemTitle(item);
  return (
    <Box component="li" sx={{ mt: 1 }}>
      <Typography
        component="h2"
        variant="overline"
        sx={{ display: 'block', px: 3, py: 1, color: 'text.secondary', fontWeight: 700, letterSpacing: 1 }}
      >
        {title}
      </Typography>
      <NavigationList items={item.children ?? []} depth={depth} onNavigate={onNavigate} />
    </Box>
  );
}

function NavigationList({
  items,
  depth,
  onNavigate,
}: {
  items: readonly NavigationItem[];
  depth: number;
  onNavigate?: () => void;
}) {
  return (
    <List disablePadding>
      {items.map((item) => {
        switch (item.type) {
          case 'group':
            return <GroupItem key={item.id} item={item} depth={depth} onNavigate={onNavigate} />;
          case 'collapsable':
            return <CollapsableItem key={item.id} item={item} depth={depth} onNavigate={onNavigate} />;
          case 'divider':
            return <Divider key={item.id} component="li" sx={{ my: 1 }} />;
          default:
            return <BasicItem key={item.id} item={item} depth={depth} onNavigate={onNavigate} />;
        }
      })}
    </List>
  );
}

type SideNavigationProps = { items: readonly NavigationItem[]; onNavigate?: () => void };

/** The administrator side navigation: `<nav aria-label="Navegación">` with groups and links. */
export function SideNavigation({ items, onNavigate }: SideNavigationProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('navigation.label')}
      sx={{
        py: 1,
        // The current page: a tinted background, a bar at its start and bold text, so it never
        // looks like the focused item (which gets the theme's focus ring instead).
        '& a.active': { bgcolor: 'action.selected', boxShadow: 'inset 4px 0 0 currentColor', color: 'primary.main' },
        '& a.active .MuiListItemText-primary': { fontWeight: 700 },
      }}
    >
      <NavigationList items={items} depth={0} onNavigate={onNavigate} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantOutlinedIcon from '@mui/icons-material/LabelImportantOutlined';
import ReportOutlinedIcon from '@mui/icons-material/ReportOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { fetchFilters, fetchFolders, fetchLabels, mailboxKeys, type MailView } from './mailbox-api.ts';
import { viewPath } from './mail-text.ts';
import { labelSwatch, slugTextKey, useMailboxText, visuallyHidden } from './mailbox-view.ts';

const icons: Record<string, ReactNode> = {
  inbox: <InboxOutlinedIcon />,
  sent: <SendOutlinedIcon />,
  drafts: <DraftsOutlinedIcon />,
  spam: <ReportOutlinedIcon />,
  trash: <DeleteOutlinedIcon />,
  starred: <StarBorderIcon />,
  important: <LabelImportantOutlinedIcon />,
};

type EntryProps = {
  to: string;
  current: boolean;
  icon: ReactNode;
  name: string;
  count?: ReactNode;
  onNavigate?: () => void;
};

function Entry({ to, current, icon, name, count, onNavigate }: EntryProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }} aria-hidden="true">
          {icon}
        </ListItemIcon>
        <ListItemText primary={name} />
        {count}
      </ListItemButton>
    </ListItem>
  );
}

type SidebarProps = { view: MailView; onNavigate?: () => void; onEditLabels: () => void };

/** Folders with their counts, the two filters and the labels; each a link to its list. */
export function MailboxSidebar({ view, onNavigate, onEditLabels }: SidebarProps) {
  const { t } = useMailboxText();
  const folders = useQuery({ queryKey: mailboxKeys.folders, queryFn: fetchFolders });
  const filters = useQuery({ queryKey: mailboxKeys.filters, queryFn: fetchFilters });
  const labels = useQuery({ queryKey: mailboxKeys.labels, queryFn: fetchLabels });
  function isCurrent(kind: MailView['kind'], slug: string): boolean {
    return view.kind === kind && view.slug === slug;
  }
  return (
    <Box component="nav" aria-label={t('mailbox.panel')}>
      <List dense subheader={<ListSubheader disableSticky>{t('mailbox.folders')}</ListSubheader>}>
        {(folders.data ?? []).map((folder) => {
          const key = slugTextKey('folder', folder.slug);
          const countText = folder.slug === 'drafts' ? 'mailbox.drafts' : 'mailbox.unread';
          return (
            <Entry
              key={folder.id}
              to={viewPath({ kind: 'folder', slug: folder.slug })}
              current={isCurrent('folder', folder.slug)}
              icon={icons[folder.slug] ?? <InboxOutlinedIcon />}
              name={key ? t(key) : folder.title}
              onNavigate={onNavigate}
              count={
                folder.count > 0 ? (
                  <Box component="span" sx={{ fontWeight: 700, fontSize: '0.8125rem', ml: 1 }}>
                    <span aria-hidden="true">{folder.count}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {t(countText, { count: folder.count })}
                    </Box>
                  </Box>
                ) : null
              }
            />
          );
        })}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('mailbox.filters')}</ListSubheader>}>
        {(filters.data ?? []).map((filter) => {
          const key = slugTextKey('filter', filter.slug);
          return (
            <Entry
              key={filter.id}
              to={viewPath({ kind: 'filter', slug: filter.slug })}
              current={isCurrent('filter', filter.slug)}
              icon={icons[filter.slug] ?? <StarBorderIcon />}
              name={key ? t(key) : filter.title}
              onNavigate={onNavigate}
            />
          );
        })}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('mailbox.labels')}</ListSubheader>}>
        {(labels.data ?? []).map((label) => (
          <Entry
            key={label.id}
            to={viewPath({ kind: 'label', slug: label.slug })}
            current={isCurrent('label', label.slug)}
            icon={<LabelIcon sx={{ color: labelSwatch[label.color] ?? 'text.secondary' }} />}
            name={label.title}
            onNavigate={onNavigate}
          />
        ))}
      </List>
      <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEditLabels} sx={{ ml: 1 }}>
        {t('mailbox.editLabels')}
      </Button>
    </Box>
  );
}

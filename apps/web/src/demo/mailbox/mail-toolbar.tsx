import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import LabelImportantOutlinedIcon from '@mui/icons-material/LabelImportantOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchFolders, fetchLabels, mailboxKeys, type Mail, type MailChanges } from './mailbox-api.ts';
import { slugTextKey, useMailboxText } from './mailbox-view.ts';

type ToggleProps = { name: string; pressed: boolean; on: ReactNode; off: ReactNode; onToggle: () => void };

function Toggle({ name, pressed, on, off, onToggle }: ToggleProps) {
  return (
    <Tooltip title={name}>
      <IconButton aria-label={name} aria-pressed={pressed} onClick={onToggle}>
        {pressed ? on : off}
      </IconButton>
    </Tooltip>
  );
}

type ToolbarProps = { mail: Mail; onChange: (changes: MailChanges) => void; children?: ReactNode };

/** Star, important and unread toggles, "Mover a…" and "Etiquetas…" menus. */
export function MailToolbar({ mail, onChange, children }: ToolbarProps) {
  const { t } = useMailboxText();
  const folders = useQuery({ queryKey: mailboxKeys.folders, queryFn: fetchFolders });
  const labels = useQuery({ queryKey: mailboxKeys.labels, queryFn: fetchLabels });
  const [moveAnchor, setMoveAnchor] = useState<HTMLElement | null>(null);
  const [labelAnchor, setLabelAnchor] = useState<HTMLElement | null>(null);
  function toggleLabel(id: string): void {
    onChange({ labels: mail.labels.includes(id) ? mail.labels.filter((item) => item !== id) : [...mail.labels, id] });
  }
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('reader.actions')}
      sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
    >
      <Toggle
        name={t('reader.star')}
        pressed={mail.starred}
        on={<StarIcon color="warning" />}
        off={<StarBorderIcon />}
        onToggle={() => onChange({ starred: !mail.starred })}
      />
      <Toggle
        name={t('reader.important')}
        pressed={mail.important}
        on={<LabelImportantIcon color="warning" />}
        off={<LabelImportantOutlinedIcon />}
        onToggle={() => onChange({ important: !mail.important })}
      />
      <Toggle
        name={t('reader.markUnread')}
        pressed={mail.unread}
        on={<MarkEmailUnreadOutlinedIcon />}
        off={<MarkEmailReadOutlinedIcon />}
        onToggle={() => onChange({ unread: !mail.unread })}
      />
      <Button
        startIcon={<DriveFileMoveOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={moveAnchor ? 'true' : undefined}
        onClick={(event) => setMoveAnchor(event.currentTarget)}
      >
        {t('reader.move')}
      </Button>
      <Menu anchorEl={moveAnchor} open={moveAnchor !== null} onClose={() => setMoveAnchor(null)}>
        {(folders.data ?? [])
          .filter((folder) => folder.id !== mail.folder)
          .map((folder) => {
            const key = slugTextKey('folder', folder.slug);
            return (
              <MenuItem
                key={folder.id}
                onClick={() => {
                  setMoveAnchor(null);
                  onChange({ folder: folder.id });
                }}
              >
                {key ? t(key) : folder.title}
              </MenuItem>
            );
          })}
      </Menu>
      <Button
        startIcon={<LabelOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={labelAnchor ? 'true' : undefined}
        onClick={(event) => setLabelAnchor(event.currentTarget)}
      >
        {t('reader.setLabels')}
      </Button>
      <Menu anchorEl={labelAnchor} open={labelAnchor !== null} onClose={() => setLabelAnchor(null)}>
        {(labels.data ?? []).map((label) => {
          const checked = mail.labels.includes(label.id);
          return (
            <MenuItem
              key={label.id}
              role="menuitemcheckbox"
              aria-checked={checked}
              onClick={() => toggleLabel(label.id)}
            >
              <ListItemIcon>{checked ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}</ListItemIcon>
              <ListItemText primary={label.title} />
            </MenuItem>
          );
        })}
      </Menu>
      {children}
    </Stack>
  );
}

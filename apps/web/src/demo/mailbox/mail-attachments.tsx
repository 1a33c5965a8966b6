import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useId } from 'react';
import type { MailAttachment } from './mailbox-api.ts';
import { attachmentFile, formatSize } from './mail-text.ts';
import { useMailboxText } from './mailbox-view.ts';

function download(attachment: MailAttachment): void {
  const file = attachmentFile(attachment);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The attachments of a mail: preview, name, type and size, and a download of a generated file. */
export function MailAttachments({ attachments }: { attachments: MailAttachment[] }) {
  const { t, locale } = useMailboxText();
  const titleId = useId();
  if (attachments.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('reader.attachments', { count: attachments.length })}
      </Typography>
      <List dense aria-labelledby={titleId}>
        {attachments.map((attachment) => {
          const image = attachment.preview.startsWith('data:image');
          return (
            <ListItem
              key={attachment.name}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('reader.download', { name: attachment.name })}
                  onClick={() => download(attachment)}
                >
                  <DownloadOutlinedIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar variant="rounded" alt="" src={image ? attachment.preview : undefined}>
                  {attachment.type === 'application/pdf' ? <PictureAsPdfOutlinedIcon /> : <DescriptionOutlinedIcon />}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={attachment.name}
                secondary={`${attachment.type} · ${formatSize(attachment.size, locale)}`}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** The rich-text editor's toolbar button and link dialog (used by rich-text-editor.tsx). */

/** Link targets the editor accepts: web, mail and phone addresses, or a path of this site. */
const safeLinkPattern = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** Whether `href` may be used as a link target. */
export function isSafeLink(href: string): boolean {
  return safeLinkPattern.test(href.trim());
}

/** Created once: the same extension instances on every render, so the editor is never rebuilt. */
export type ToolbarButtonProps = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** For toggles (bold, lists…): whether the format is on at the cursor. */
  pressed?: boolean;
  disabled?: boolean;
};

export function ToolbarButton({ label, icon, onClick, pressed, disabled = false }: ToolbarButtonProps) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      color={pressed ? 'primary' : 'default'}
      // Keeps the editor's selection: the button acts on it without taking focus from the text.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={onClick}
      sx={{ borderRadius: 1, bgcolor: pressed ? 'action.selected' : undefined }}
    >
      {icon}
    </IconButton>
  );
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

type LinkDialogProps = {
  open: boolean;
  initialHref: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
};

export function LinkDialog({ open, initialHref, hasLink, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [href, setHref] = useState(initialHref);
  const [touched, setTouched] = useState(false);
  const isValid = isSafeLink(href);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 480, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('richText.linkTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('richText.linkUrl')}
          value={href}
          error={touched && !isValid}
          helperText={touched && !isValid ? t('richText.linkInvalid') : t('richText.linkHelp')}
          onChange={(event) => {
            setHref(event.target.value);
          }}
          onBlur={() => {
            setTouched(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && isValid) {
              event.preventDefault();
              onApply(href.trim());
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.back')}</Button>
        {hasLink ? (
          <Button color="error" onClick={onRemove}>
            {t('richText.linkRemove')}
          </Button>
        ) : null}
        <Button
          variant="contained"
          disabled={!isValid}
          onClick={() => {
            onApply(href.trim());
          }}
        >
          {t('richText.linkApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Rich-text editor (TipTap) for administrator HTML: notification contents, content blocks.
 * Toolbar with bold, italic, lists, link, optional image and undo/redo (each button labelled,
 * toggles with `aria-pressed`); the editable area is a labelled multi-line textbox. Tab leaves the
 * editor (it does not indent), so keyboard users are never trapped. The counter "N / max" counts
 * the HTML length, which is what the server limits, and turns red above `maxLength`.
 * The HTML is sanitised by the server on save and again on display (`SanitizedHtml`).
 */

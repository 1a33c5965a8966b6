import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { noticeAddressMax, noticeAddressSchema } from '@atalaya/contract/complaints/reporter-notice.schemas';
import { ApiError } from '@/lib/api-client.ts';
import { translateValidation } from '@/lib/validation-messages.ts';
import { useNoticeAddress } from '../api/notice-address.ts';

type NoticeAddressPanelProps = {
  /** Whether an address for notices is on file (`avisos_correo`); the address itself is never sent back. */
  hasNotices: boolean;
  isResolved: boolean;
};

/**
 * "Avisos por correo" in the follow-up (issue 17 §4): whether notices are on, "Quitar mi correo",
 * and, while the case is open and there is none, a field to leave an address.
 */
export function NoticeAddressPanel({ hasNotices, isResolved }: NoticeAddressPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  const { set, remove } = useNoticeAddress();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The answer of the last change, until the complaint read again says otherwise.
  const [changed, setChanged] = useState<{ isOn: boolean; before: boolean } | null>(null);
  const hasAddress = changed !== null && changed.before === hasNotices ? changed.isOn : hasNotices;

  async function onRemove() {
    setError(null);
    setDone(null);
    try {
      const answer = await remove.mutateAsync();
      setChanged({ isOn: answer.data.avisos_correo, before: hasNotices });
      setDone(t('complaint.notices.removed'));
    } catch {
      setError(t('complaint.notices.error'));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const parsed = noticeAddressSchema.safeParse(address);
    if (!parsed.success) {
      setError(translateValidation(parsed.error.issues[0]?.message, t));
      return;
    }
    setError(null);
    try {
      const answer = await set.mutateAsync(parsed.data);
      setChanged({ isOn: answer.data.avisos_correo, before: hasNotices });
      setAddress('');
      setDone(t('complaint.notices.saved'));
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 400 && caught.errors.length > 0
          ? translateValidation(caught.errors[0]?.message, t)
          : t('complaint.notices.error'),
      );
    }
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('complaint.notices.title')}
      </Typography>
      <Stack spacing={2}>
        {isResolved && !hasAddress ? (
          <Typography data-testid="notices-state">{t('complaint.notices.closed')}</Typography>
        ) : (
          <Typography data-testid="notices-state">
            {hasAddress ? t('complaint.notices.on') : t('complaint.notices.off')}
          </Typography>
        )}
        {hasAddress ? (
          <Box>
            <Button
              variant="outlined"
              color="error"
              disabled={remove.isPending}
              onClick={() => {
                void onRemove();
              }}
            >
              {t('complaint.notices.remove')}
            </Button>
          </Box>
        ) : null}
        {!hasAddress && !isResolved ? (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              void onSubmit(event);
            }}
          >
            <Stack spacing={1.5}>
              <Typography id={helpId} variant="body2" color="text.secondary">
                {t('complaint.notices.help')}
              </Typography>
              <TextField
                id="seguimiento-correo-avisos"
                label={t('complaint.notices.label')}
                type="email"
                autoComplete="off"
                value={address}
                onChange={(event) => {
                  setAddress(event.target.value);
                }}
                error={error !== null}
                slotProps={{ htmlInput: { 'aria-describedby': helpId, maxLength: noticeAddressMax } }}
                fullWidth
              />
              <Box>
                <Button type="submit" variant="contained" disabled={set.isPending}>
                  {t('complaint.notices.save')}
                </Button>
              </Box>
            </Stack>
          </Box>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        {done ? (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

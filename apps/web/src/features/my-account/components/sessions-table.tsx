import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useMySessions, useRevokeMySession } from '../api/my-account.ts';

/** The person's open sessions, newest first; each but the current one can be closed from here. */
export function SessionsTable() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const sessions = useMySessions();
  const revoke = useRevokeMySession();

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('myAccount.sessions.title')}
      </Typography>
      {sessions.isPending ? <Loader /> : null}
      {sessions.isError || revoke.isError ? <Alert severity="error">{t('myAccount.loadError')}</Alert> : null}
      {sessions.data ? (
        <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('myAccount.sessions.started')}</TableCell>
                <TableCell>{t('myAccount.sessions.expires')}</TableCell>
                <TableCell>{t('myAccount.sessions.browser')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((session) => (
                <TableRow key={session.sid} data-testid="my-session" selected={session.actual}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(session.fec_alta, language)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(session.fec_expira, language)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {session.agente ?? t('myAccount.sessions.unknownBrowser')}
                  </TableCell>
                  <TableCell align="right">
                    {session.actual ? (
                      <Chip size="small" color="primary" variant="outlined" label={t('myAccount.sessions.current')} />
                    ) : (
                      <Button
                        size="small"
                        disabled={revoke.isPending}
                        aria-label={t('myAccount.sessions.revokeLabel', {
                          date: formatDateTime(session.fec_alta, language),
                        })}
                        onClick={() => {
                          revoke.mutate(session.sid, {
                            onSuccess: () => {
                              notify({ message: t('myAccount.sessions.revoked'), severity: 'success' });
                            },
                          });
                        }}
                      >
                        {t('myAccount.sessions.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {sessions.data.every((s) => s.actual) ? (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography color="text.secondary">{t('myAccount.sessions.empty')}</Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </section>
  );
}

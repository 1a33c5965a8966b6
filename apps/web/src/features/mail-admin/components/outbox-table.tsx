import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxStates, type OutboxMail } from '@atalaya/contract/mail/mail.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { usePaginationLabels } from '@/components/ui/pagination-labels.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { useOutbox } from '../api/outbox.ts';

const stateColour = { pendiente: 'default', enviado: 'success', error: 'warning' } as const;

/** The outbox: every mail the channel sent or will send, with its state and retries. */
export function OutboxTable() {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const { language } = useLanguage();
  const [estado, setEstado] = useState<OutboxMail['estado'] | ''>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const outbox = useOutbox({ page, pageSize, estado });

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('mailAdmin.state')}
        value={estado}
        onChange={(e) => {
          setEstado(e.target.value as OutboxMail['estado'] | '');
          setPage(0);
        }}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="">{t('mailAdmin.allStates')}</MenuItem>
        {outboxStates.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`mailAdmin.states.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {outbox.isPending ? <Loader /> : null}
      {outbox.isError ? <Alert severity="error">{t('mailAdmin.loadFailed')}</Alert> : null}
      {outbox.data ? (
        <TableContainer>
          <Table size="small" aria-label={t('mailAdmin.outbox')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('mailAdmin.date')}</TableCell>
                <TableCell>{t('mailAdmin.recipient')}</TableCell>
                <TableCell>{t('mailAdmin.subject')}</TableCell>
                <TableCell>{t('mailAdmin.state')}</TableCell>
                <TableCell align="right">{t('mailAdmin.attempts')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {outbox.data.data.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5}>{t('mailAdmin.empty')}</TableCell>
                </TableRow>
              ) : null}
              {outbox.data.data.map((mail) => (
                <TableRow key={mail.idcorreo}>
                  <TableCell>{formatDateTime(mail.fec_alta, language)}</TableCell>
                  <TableCell>{mail.destinatario}</TableCell>
                  <TableCell>{mail.asunto}</TableCell>
                  <TableCell>
                    <Chip size="small" color={stateColour[mail.estado]} label={t(`mailAdmin.states.${mail.estado}`)} />
                    {mail.ultimo_error ? ` ${mail.ultimo_error}` : ''}
                  </TableCell>
                  <TableCell align="right">{mail.intentos}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={outbox.data.total}
            page={page}
            onPageChange={(_e, next: number) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 25, 50]}
            {...paginationLabels}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </TableContainer>
      ) : null}
    </Stack>
  );
}

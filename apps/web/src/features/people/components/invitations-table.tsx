import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { OpenInvitation } from '@atalaya/contract/people/people.schemas';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

type InvitationsTableProps = {
  invitations: readonly OpenInvitation[];
  busy: boolean;
  onResend: (invitation: OpenInvitation) => void;
  onRevoke: (invitation: OpenInvitation) => void;
};

/** Pending invitations: address, role, until when the link works; resend or revoke. */
export function InvitationsTable({ invitations, busy, onResend, onRevoke }: InvitationsTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('peopleAdmin.invitations')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('peopleAdmin.email')}</TableCell>
            <TableCell>{t('peopleAdmin.role')}</TableCell>
            <TableCell>{t('peopleAdmin.expires')}</TableCell>
            <TableCell align="right">{t('adminCrud.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>{t('peopleAdmin.noInvitations')}</TableCell>
            </TableRow>
          ) : null}
          {invitations.map((invitation) => (
            <TableRow key={invitation.idinvitacion}>
              <TableCell>{invitation.email}</TableCell>
              <TableCell>{t(`peopleAdmin.roles.${invitation.rol}`)}</TableCell>
              <TableCell>
                {formatDateTime(invitation.fec_expira, language)}
                {invitation.caducada ? (
                  <Chip size="small" color="warning" label={t('peopleAdmin.expired')} sx={{ ml: 1 }} />
                ) : null}
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={t('peopleAdmin.resendFor', { email: invitation.email })}
                    onClick={() => {
                      onResend(invitation);
                    }}
                  >
                    {t('peopleAdmin.resend')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={t('peopleAdmin.revokeFor', { email: invitation.email })}
                    onClick={() => {
                      onRevoke(invitation);
                    }}
                  >
                    {t('peopleAdmin.revoke')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

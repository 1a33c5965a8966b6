import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { peopleRoles, type PeopleRole, type Person } from '@atalaya/contract/people/people.schemas';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

type PeopleTableProps = {
  people: readonly Person[];
  busy: boolean;
  onChangeRole: (person: Person, rol: PeopleRole) => void;
  onDeactivate: (person: Person) => void;
  onReactivate: (person: Person) => void;
  onResetTwoFactor: (person: Person) => void;
};

/** The tenant's people: name, address, role (changed in place), active, last sign-in. Never deleted. */
export function PeopleTable({
  people,
  busy,
  onChangeRole,
  onDeactivate,
  onReactivate,
  onResetTwoFactor,
}: PeopleTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('peopleAdmin.people')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('peopleAdmin.name')}</TableCell>
            <TableCell>{t('peopleAdmin.email')}</TableCell>
            <TableCell>{t('peopleAdmin.role')}</TableCell>
            <TableCell>{t('peopleAdmin.state')}</TableCell>
            <TableCell>{t('peopleAdmin.lastSignIn')}</TableCell>
            <TableCell>{t('peopleAdmin.twoFactor')}</TableCell>
            <TableCell align="right">{t('adminCrud.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.idusuario}>
              <TableCell>{person.nombre}</TableCell>
              <TableCell>{person.email}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={person.rol}
                  disabled={busy}
                  slotProps={{ htmlInput: { 'aria-label': t('peopleAdmin.roleOf', { name: person.nombre }) } }}
                  onChange={(event) => {
                    const rol = peopleRoles.find((r) => r === event.target.value);
                    if (rol && rol !== person.rol) {
                      onChangeRole(person, rol);
                    }
                  }}
                >
                  {peopleRoles.map((rol) => (
                    <MenuItem key={rol} value={rol}>
                      {t(`peopleAdmin.roles.${rol}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={person.activo ? 'success' : 'default'}
                  label={person.activo ? t('peopleAdmin.active') : t('peopleAdmin.inactive')}
                />
              </TableCell>
              <TableCell>
                {person.ultimo_acceso ? formatDateTime(person.ultimo_acceso, language) : t('peopleAdmin.never')}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={person.segundo_factor ? 'success' : 'default'}
                  label={person.segundo_factor ? t('peopleAdmin.twoFactorOn') : t('peopleAdmin.twoFactorOff')}
                />
              </TableCell>
              <TableCell align="right">
                {person.segundo_factor ? (
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={t('peopleAdmin.resetTwoFactorFor', { name: person.nombre })}
                    onClick={() => {
                      onResetTwoFactor(person);
                    }}
                  >
                    {t('peopleAdmin.resetTwoFactor')}
                  </Button>
                ) : null}
                {person.activo ? (
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={t('peopleAdmin.deactivateFor', { name: person.nombre })}
                    onClick={() => {
                      onDeactivate(person);
                    }}
                  >
                    {t('peopleAdmin.deactivate')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={t('peopleAdmin.reactivateFor', { name: person.nombre })}
                    onClick={() => {
                      onReactivate(person);
                    }}
                  >
                    {t('peopleAdmin.reactivate')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

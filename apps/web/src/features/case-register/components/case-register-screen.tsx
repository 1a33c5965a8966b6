import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import {
  caseRegisterStates,
  type CaseRegisterEntry,
  type CaseRegisterState,
} from '@atalaya/contract/complaints/case-register.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { saveFile } from '@/lib/save-file.ts';
import { downloadCaseRegister, useCaseRegister, type RegisterFilter } from '../api/case-register.ts';

function LogCell({ lines }: { lines: CaseRegisterEntry['actuaciones'] }) {
  const { language } = useLanguage();
  if (lines.length === 0) {
    return <TableCell>—</TableCell>;
  }
  return (
    <TableCell>
      {lines.map((line, index) => (
        <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
          <strong>{formatDate(line.fecha, language)}</strong> {line.descripcion}
        </Typography>
      ))}
    </TableCell>
  );
}

function RegisterTable({ entries, caption }: { entries: CaseRegisterEntry[]; caption: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    // A wide table scrolls sideways on a phone: the region takes the keyboard focus to scroll it.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" data-testid="case-register-table" sx={{ minWidth: 960 }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {(
              ['code', 'received', 'type', 'channel', 'status', 'actions', 'measures', 'closed', 'outcome'] as const
            ).map((column) => (
              <TableCell key={column} component="th" scope="col">
                {t(`caseRegister.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.iddenuncia} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row">
                {entry.referencia}
              </TableCell>
              <TableCell>{formatDate(entry.fecha_recepcion, language)}</TableCell>
              <TableCell>{entry.tipo}</TableCell>
              <TableCell>{t(`caseRegister.channels.${entry.canal}`)}</TableCell>
              <TableCell>{entry.estado}</TableCell>
              <LogCell lines={entry.actuaciones} />
              <LogCell lines={entry.medidas} />
              <TableCell>{entry.fecha_cierre ? formatDate(entry.fecha_cierre, language) : '—'}</TableCell>
              <TableCell>{entry.resultado ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Libro-registro (issue 17 §5, Ley 2/2023 art 26), the Responsable's: every communication of a year
 * with the actions taken, measures adopted and outcome, filtered by state, exported to Excel or
 * PDF. It names nobody; the server records every view and export.
 */
export function CaseRegisterScreen({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const filtersId = useId();
  const thisYear = now.getFullYear();
  const [filter, setFilter] = useState<RegisterFilter>({ anio: thisYear, estado: 'todas' });
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  const register = useCaseRegister(filter);
  const years = [...new Set([thisYear, filter.anio, ...(register.data?.anios ?? [])])].sort((a, b) => b - a);

  async function exportAs(formato: 'xlsx' | 'pdf') {
    setExporting(formato);
    try {
      const file = await downloadCaseRegister(filter, formato);
      saveFile(file.blob, file.fileName ?? `libro-registro-${filter.anio}.${formato}`);
    } catch {
      notify({ title: 'ERROR', message: t('caseRegister.exportFailed'), severity: 'error' });
    } finally {
      setExporting(null);
    }
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('caseRegister.screenHelp')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={filtersId}>
        <Typography id={filtersId} variant="h2" component="h2" sx={{ fontSize: '1.05rem', mb: 2 }}>
          {t('caseRegister.filters')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('caseRegister.year')}
            value={`${filter.anio}`}
            sx={{ minWidth: 140 }}
            onChange={(event) => {
              setFilter({ ...filter, anio: Number(event.target.value) });
            }}
          >
            {years.map((year) => (
              <MenuItem key={year} value={`${year}`}>
                {year}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('caseRegister.state')}
            value={filter.estado}
            sx={{ minWidth: 200 }}
            onChange={(event) => {
              setFilter({ ...filter, estado: event.target.value as CaseRegisterState });
            }}
          >
            {caseRegisterStates.map((state) => (
              <MenuItem key={state} value={state}>
                {t(`caseRegister.states.${state}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {(['xlsx', 'pdf'] as const).map((formato) => (
          <Button
            key={formato}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={exporting !== null}
            onClick={() => void exportAs(formato)}
          >
            {t(`caseRegister.export.${formato}`)}
          </Button>
        ))}
      </Stack>
      {register.isError ? <Alert severity="error">{t('caseRegister.loadError')}</Alert> : null}
      {register.isPending ? (
        <Loader />
      ) : register.data && register.data.entradas.length === 0 ? (
        <Typography color="text.secondary" data-testid="case-register-empty">
          {t('caseRegister.none', { year: filter.anio })}
        </Typography>
      ) : register.data ? (
        <RegisterTable
          entries={register.data.entradas}
          caption={t('caseRegister.caption', {
            year: register.data.anio,
            count: register.data.entradas.length,
            state: t(`caseRegister.states.${register.data.estado}`),
          })}
        />
      ) : null}
    </Stack>
  );
}

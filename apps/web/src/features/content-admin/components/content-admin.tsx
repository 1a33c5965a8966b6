import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { languageCodes, languageIds } from '@atalaya/contract/limits';
import type { Content } from '@atalaya/contract/resources/content.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { languageNames, useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useContents, useDeleteContent } from '../api/content-admin-api.ts';
import { ContentDialog, type ContentDraft } from './content-dialog.tsx';

export type ContentAdminProps = {
  /** Asks for an image URL (the gallery picker), offered by the editor as "Insertar imagen". */
  onRequestImage?: () => Promise<string | null>;
};

/** The name of a language id (1 es … 5 en), in that language. */
function languageName(ididioma: number): string {
  const code = languageCodes.find((c) => languageIds[c] === ididioma);
  return code ? languageNames[code] : String(ididioma);
}

const allLanguages = 0;

/**
 * The content blocks of the tenant (den_denuncia_content), listed by code and language, with a
 * language filter and a search by code or title; "Nuevo contenido" and each row's edit button
 * open the editor dialog, delete asks first. Public pages show the blocks by id or by code.
 */
export function ContentAdmin({ onRequestImage }: ContentAdminProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { ididioma: currentLanguage } = useLanguage();
  const contents = useContents();
  const remove = useDeleteContent();
  const [languageFilter, setLanguageFilter] = useState(allLanguages);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ContentDraft | null>(null);
  const [toDelete, setToDelete] = useState<Content | null>(null);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (contents.data ?? [])
      .filter((row) => languageFilter === allLanguages || row.ididioma === languageFilter)
      .filter(
        (row) =>
          needle === '' || row.codigo.toLowerCase().includes(needle) || row.titulo.toLowerCase().includes(needle),
      )
      .sort((a, b) => a.codigo.localeCompare(b.codigo) || a.ididioma - b.ididioma);
  }, [contents.data, languageFilter, search]);

  function confirmDelete() {
    const content = toDelete;
    setToDelete(null);
    if (!content) {
      return;
    }
    remove.mutate(content.idcontent, {
      onSuccess: () => {
        notify({ message: t('messages.deleted'), severity: 'success' });
      },
      onError: () => {
        notify({ message: t('messages.deleteFailed'), severity: 'error' });
      },
    });
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ flexGrow: 1, fontSize: '1.5rem' }}>
          {t('contentAdmin.title')}
        </Typography>
        <TextField
          size="small"
          type="search"
          label={t('contentAdmin.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
        />
        <TextField
          select
          size="small"
          label={t('contentAdmin.language')}
          value={languageFilter}
          onChange={(event) => {
            setLanguageFilter(Number(event.target.value));
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={allLanguages}>{t('contentAdmin.allLanguages')}</MenuItem>
          {languageCodes.map((code) => (
            <MenuItem key={code} value={languageIds[code]}>
              {languageNames[code]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden="true" />}
          onClick={() => {
            setEditing({
              codigo: '',
              ididioma: languageFilter === allLanguages ? currentLanguage : languageFilter,
              titulo: '',
              contenido: '',
              visible: true,
            });
          }}
        >
          {t('contentAdmin.new')}
        </Button>
      </Box>

      {contents.isPending ? (
        <Loader />
      ) : contents.isError ? (
        <RetryAlert message={t('contentAdmin.loadFailed')} onRetry={() => void contents.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('contentAdmin.empty')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('contentAdmin.code')}</TableCell>
                <TableCell>{t('contentAdmin.language')}</TableCell>
                <TableCell>{t('contentAdmin.titleField')}</TableCell>
                <TableCell>{t('contentAdmin.visible')}</TableCell>
                <TableCell align="right">{t('contentAdmin.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const names = { code: row.codigo, language: languageName(row.ididioma) };
                return (
                  <TableRow key={row.idcontent} hover>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{row.codigo}</TableCell>
                    <TableCell>{languageName(row.ididioma)}</TableCell>
                    <TableCell>{row.titulo}</TableCell>
                    <TableCell>
                      {row.visible ? (
                        <Chip size="small" color="success" variant="outlined" label={t('common.yes')} />
                      ) : (
                        <Chip size="small" variant="outlined" label={t('contentAdmin.hidden')} />
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('contentAdmin.editLabel', names)}>
                        <IconButton
                          aria-label={t('contentAdmin.editLabel', names)}
                          onClick={() => {
                            setEditing({ ...row });
                          }}
                        >
                          <EditOutlinedIcon aria-hidden="true" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('contentAdmin.deleteLabel', names)}>
                        <IconButton
                          color="error"
                          aria-label={t('contentAdmin.deleteLabel', names)}
                          disabled={remove.isPending}
                          onClick={() => {
                            setToDelete(row);
                          }}
                        >
                          <DeleteOutlinedIcon aria-hidden="true" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <ContentDialog
        open={editing !== null}
        initial={editing ?? { codigo: '', ididioma: currentLanguage, titulo: '', contenido: '', visible: true }}
        onRequestImage={onRequestImage}
        onSaved={() => {
          setEditing(null);
        }}
        onClose={() => {
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        message={t('messages.confirmDelete')}
        onConfirm={confirmDelete}
        onClose={() => {
          setToDelete(null);
        }}
      />
    </Box>
  );
}

import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import {
  documentRedactionMaxRegions,
  redactionReasons,
  type DocumentRedactionBody,
  type RedactionReason,
} from '@atalaya/contract/complaints/redaction.schemas';
import { BackConfirmActions, useCloseOnLogout } from '@/components/ui/fixed-width-dialog.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formRefusalOf } from '@/lib/api-error.ts';
import { useDocumentPages, useForgetDocumentPages } from '../api/document-redactions.ts';
import {
  bodyRegions,
  centredBox,
  orderedRegions,
  type Box as RegionBox,
  type DraftRegion,
} from '../utils/document-regions.ts';
import { DocumentPageSurface, type FocusRequest } from './document-page-surface.tsx';
import {
  DocumentRegionsList,
  RegionsSummary,
  SelectedRegionStatus,
  type NamedRegion,
} from './document-regions-list.tsx';

/** Refusals the api client already shows with the server's message (spec §8), not repeated here. */
const shownByApiClient = new Set([501, 523, 524, 534]);

type DocumentRedactionDialogProps = {
  open: boolean;
  iddenuncia: number;
  iddocumento: number;
  /** The document's name, as the case's list shows it. */
  nombre: string;
  /** Resolves once redacted (the caller closes the dialog); rejects with the server's refusal. */
  onRedact: (body: DocumentRedactionBody) => Promise<unknown>;
  onClose: () => void;
};

/**
 * "Tachar zonas del documento" (issue 17 §7, part 2): the document a page at a time, where the
 * handler draws the regions to black out (pointer) or adds and moves them (keyboard), the list of
 * regions, the reason and what will be done. Regions are sent as fractions of each page. Full
 * screen on a phone. Mounted afresh for each opening; what it read of the document goes when it closes.
 */
export function DocumentRedactionDialog({
  open,
  iddenuncia,
  iddocumento,
  nombre,
  onRedact,
  onClose,
}: DocumentRedactionDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const helpId = useId();
  const keyboardHelpId = useId();
  const pages = useDocumentPages(iddenuncia, iddocumento, open);
  const forgetPages = useForgetDocumentPages(iddenuncia, iddocumento);
  useCloseOnLogout(open, onClose);
  const [pagina, setPagina] = useState(1);
  const [drafts, setDrafts] = useState<DraftRegion[]>([]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [motivo, setMotivo] = useState<RedactionReason | ''>('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const nextId = useRef(1);
  const addButton = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLDivElement>(null);

  const pageCount = pages.data?.paginas.length ?? 0;
  const pageSize = pages.data?.paginas[pagina - 1];
  // Numbered page by page, as listed: "Zona 1 (página 2)".
  const regions: NamedRegion[] = orderedRegions(drafts).map((region, index) => ({
    ...region,
    number: index + 1,
    label: t('caseRedaction.documentDialog.region', { number: index + 1, page: region.pagina }),
  }));
  const selected = regions.find((region) => region.id === selectedId) ?? null;
  const canAdd = regions.length < documentRedactionMaxRegions;

  function focusRegion(id: number) {
    setSelectedId(id);
    setFocusRequest((previous) => ({ id, seq: (previous?.seq ?? 0) + 1 }));
  }

  function add(box: RegionBox) {
    if (!canAdd) {
      return;
    }
    const id = nextId.current;
    nextId.current += 1;
    setDrafts((list) => [...list, { ...box, id, pagina }]);
    focusRegion(id);
  }

  function change(id: number, box: RegionBox) {
    setDrafts((list) => list.map((region) => (region.id === id ? { ...region, ...box } : region)));
  }

  function remove(id: number) {
    setDrafts((list) => list.filter((region) => region.id !== id));
    setSelectedId((current) => (current === id ? null : current));
    addButton.current?.focus();
  }

  function goTo(page: number) {
    setPagina(page);
    setSelectedId(null);
    setFocusRequest(null);
  }

  async function submit() {
    if (regions.length === 0 || isSaving) {
      return;
    }
    if (motivo === '') {
      setReasonError(t('caseRedaction.dialog.reasonRequired'));
      reasonRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
      return;
    }
    setRefusal(null);
    setIsSaving(true);
    try {
      await onRedact({ iddocumento, regiones: bodyRegions(regions), motivo });
    } catch (error) {
      const { message, fieldErrors, details } = formRefusalOf(error, ['motivo'] as const);
      for (const problem of fieldErrors) {
        setReasonError(problem.message);
      }
      if (!(error instanceof ApiError && shownByApiClient.has(error.status))) {
        setRefusal([message ?? t('caseRedaction.documentDialog.failed'), ...details].join(' · '));
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      aria-describedby={helpId}
      // Once it has faded out, nothing read of the document stays.
      slotProps={{ transition: { onExited: forgetPages } }}
    >
      <DialogTitle id={titleId}>{t('caseRedaction.documentDialog.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="document-redaction-name">
            {t('caseRedaction.places.document', { nombre })}
          </Typography>
          <Typography id={helpId} variant="body2" color="text.secondary">
            {t('caseRedaction.documentDialog.help')}
          </Typography>
        </Box>
        {refusal ? (
          <Alert severity="error" role="alert" data-testid="document-redaction-refusal">
            {refusal}
          </Alert>
        ) : null}
        {pages.isPending ? <Loader /> : null}
        {pages.isError ? (
          <RetryAlert
            message={[t('caseRedaction.documentDialog.loadError'), pages.error.message].filter(Boolean).join(' · ')}
            onRetry={() => {
              void pages.refetch();
            }}
          />
        ) : null}
        {pages.isSuccess && pageSize !== undefined ? (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}
          >
            <Stack spacing={1} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Button
                  ref={addButton}
                  variant="outlined"
                  size="small"
                  startIcon={<AddBoxOutlinedIcon aria-hidden="true" />}
                  disabled={!canAdd}
                  onClick={() => {
                    add(centredBox());
                  }}
                >
                  {t('caseRedaction.documentDialog.add')}
                </Button>
                {pageCount > 1 ? (
                  <Stack direction="row" sx={{ alignItems: 'center' }} data-testid="document-page-navigation">
                    <IconButton
                      size="small"
                      aria-label={t('caseRedaction.documentDialog.previous')}
                      disabled={pagina <= 1}
                      onClick={() => {
                        goTo(pagina - 1);
                      }}
                    >
                      <ChevronLeftIcon aria-hidden="true" />
                    </IconButton>
                    <Typography variant="body2" aria-live="polite" data-testid="document-page-number">
                      {t('caseRedaction.documentDialog.page', { page: pagina, pages: pageCount })}
                    </Typography>
                    <IconButton
                      size="small"
                      aria-label={t('caseRedaction.documentDialog.next')}
                      disabled={pagina >= pageCount}
                      onClick={() => {
                        goTo(pagina + 1);
                      }}
                    >
                      <ChevronRightIcon aria-hidden="true" />
                    </IconButton>
                  </Stack>
                ) : null}
              </Stack>
              <Typography id={keyboardHelpId} variant="body2" color="text.secondary">
                {t('caseRedaction.documentDialog.keyboardHelp')}
              </Typography>
              {canAdd ? null : (
                <Alert severity="info">
                  {t('caseRedaction.documentDialog.maxRegions', { max: documentRedactionMaxRegions })}
                </Alert>
              )}
              <DocumentPageSurface
                key={pagina}
                iddenuncia={iddenuncia}
                iddocumento={iddocumento}
                pagina={pagina}
                size={pageSize}
                alt={
                  pages.data.tipo === 'imagen'
                    ? t('caseRedaction.documentDialog.imageAlt', { nombre })
                    : t('caseRedaction.documentDialog.pageImage', { page: pagina, pages: pageCount, nombre })
                }
                regions={regions.filter((region) => region.pagina === pagina)}
                selectedId={selectedId}
                canDraw={canAdd}
                focusRequest={focusRequest}
                keyboardHelpId={keyboardHelpId}
                onSelect={setSelectedId}
                onDraw={add}
                onChange={change}
                onRemove={remove}
              />
              <SelectedRegionStatus region={selected} />
            </Stack>
            <Stack spacing={2} sx={{ minWidth: 0 }}>
              <DocumentRegionsList
                regions={regions}
                selectedId={selectedId}
                onPick={(region) => {
                  setPagina(region.pagina);
                  focusRegion(region.id);
                }}
                onRemove={(region) => {
                  remove(region.id);
                }}
              />
              <RegionsSummary regions={regions} />
              <TextField
                ref={reasonRef}
                select
                required
                label={t('caseRedaction.dialog.reason')}
                value={motivo}
                onChange={(event) => {
                  setMotivo(event.target.value as RedactionReason);
                  setReasonError(null);
                }}
                error={reasonError !== null}
                helperText={reasonError ?? t('caseRedaction.dialog.reasonHelp')}
              >
                {redactionReasons.map((reason) => (
                  <MenuItem key={reason} value={reason}>
                    {t(`caseRedaction.reasons.${reason}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </Box>
        ) : null}
      </DialogContent>
      <BackConfirmActions
        onBack={onClose}
        confirmLabel={t('caseRedaction.dialog.confirm')}
        confirmDisabled={regions.length === 0 || isSaving}
        onConfirm={() => {
          void submit();
        }}
      />
    </Dialog>
  );
}

import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { gestionHrefFrom } from '@/config/paths.ts';
import { downloadDocument, useCaseDocuments } from '@/features/case-detail/api/case-documents.ts';
import { caseKeys } from '@/features/case-detail/api/case-keys.ts';
import { useCaseDetail, useCaseStatuses } from '@/features/case-detail/api/get-case-detail.ts';
import { useCaseActions } from '@/features/case-detail/api/update-case.ts';
import { AuditTrailPanel } from '@/features/case-detail/components/audit-trail-panel.tsx';
import { CaseAnswers } from '@/features/case-detail/components/case-answers.tsx';
import { CaseDocumentsPanel } from '@/features/case-detail/components/case-documents-panel.tsx';
import { CaseHeader } from '@/features/case-detail/components/case-header.tsx';
import { CaseMeeting } from '@/features/case-detail/components/case-meeting.tsx';
import { CaseNotifications } from '@/features/case-detail/components/case-notifications.tsx';
import { CaseTabs } from '@/features/case-detail/components/case-tabs.tsx';
import { CaseTimeline } from '@/features/case-detail/components/case-timeline.tsx';
import { CaseVerbalRecord } from '@/features/case-detail/components/case-verbal-record.tsx';
import { CaseAccessPanel } from '@/features/case-access/components/case-access-panel.tsx';
import { CaseActionsPanel } from '@/features/case-register/components/case-actions-panel.tsx';
import { useRedactions } from '@/features/case-redaction/api/redactions.ts';
import { RedactAnswerButton, RedactButton } from '@/features/case-redaction/components/redact-button.tsx';
import { RedactDocumentButton } from '@/features/case-redaction/components/redact-document-button.tsx';
import { RedactedText } from '@/features/case-redaction/components/redacted-text.tsx';
import { RedactionsPanel } from '@/features/case-redaction/components/redactions-panel.tsx';
import { CaseRetentionPanel, PurgedCaseNotice } from '@/features/case-retention/components/case-retention-panel.tsx';
import { IdentityDisclosurePanel } from '@/features/identity-disclosure/components/identity-disclosure-panel.tsx';
import { InternalNotesPanel } from '@/features/case-detail/components/internal-notes-panel.tsx';
import {
  chatMessagesQueryKey,
  getChatMessagesQueryOptions,
  useChatMessages,
} from '@/features/chat/api/get-chat-messages.ts';
import { useGalleryPicker } from '@/features/gallery/components/gallery-picker.tsx';
import { useSendChatMessage } from '@/features/chat/api/send-chat-message.ts';
import { ChatPanel } from '@/features/chat/components/chat-panel.tsx';
import { useClienteInfo } from '@/features/tenant/api/get-cliente-info.ts';
import { useKnownRole } from '@/features/user/hooks/use-back-office-role.ts';
import { ApiError } from '@/lib/api-client.ts';
import { notify } from '@/lib/notices.ts';
import { useAccessClaims } from '@/lib/tokens.ts';
import { uploadLimitsOf } from '@/lib/upload-limits.ts';

/** The back office's texts show each redacted passage as a mark named "texto tachado" (issue 17 §7). */
function renderRedacted(text: string): ReactNode {
  return <RedactedText text={text} />;
}

/** Who may strike out a passage, and what to read again afterwards; null for anybody else. */
type RedactionAccess = { iddenuncia: number; onChanged: () => Promise<unknown> } | null;

/** The case's chat as the handler sees it (idusuario 0 on the right), refreshed every 20 s. */
function CaseChat({ guid, isResolved, redaction }: { guid: string; isResolved: boolean; redaction: RedactionAccess }) {
  const chat = useChatMessages(guid);
  const sendMessage = useSendChatMessage(guid);
  return (
    <ChatPanel
      messages={chat.data ?? []}
      viewerRole="administrador"
      isLoading={chat.isPending}
      isDisabled={isResolved}
      onSend={(mensaje) => sendMessage.mutateAsync(mensaje)}
      renderText={renderRedacted}
      renderMessageAction={
        redaction
          ? (message) => (
              <RedactButton
                iddenuncia={redaction.iddenuncia}
                target={{ origen: 'mensaje', idmensaje: message.idmensaje, fec_mensaje: message.fec_mensaje }}
                text={message.mensaje}
                onChanged={redaction.onChanged}
              />
            )
          : undefined
      }
    />
  );
}

/**
 * "Tachados": the case's redactions. A chat message is named by its date, from the chat already
 * read or, when a row needs it and it was not, read once (no refreshing: each read is audited).
 */
function CaseRedactions({
  detail,
  canReadOriginal,
  documentNames,
}: {
  detail: Pick<CaseDetail, 'iddenuncia' | 'guid' | 'campos'>;
  canReadOriginal: boolean;
  documentNames: Readonly<Record<number, string>>;
}) {
  const redactions = useRedactions(detail.iddenuncia);
  const needsMessages = redactions.data?.some((redaction) => redaction.origen === 'mensaje') ?? false;
  const chat = useQuery({ ...getChatMessagesQueryOptions(detail.guid), staleTime: Infinity, enabled: needsMessages });
  return (
    <RedactionsPanel
      iddenuncia={detail.iddenuncia}
      canReadOriginal={canReadOriginal}
      fields={detail.campos}
      messages={chat.data ?? []}
      documentNames={documentNames}
    />
  );
}

function CaseScreen({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const claims = useAccessClaims();
  const { data: info } = useClienteInfo();
  const statuses = useCaseStatuses();
  const documents = useCaseDocuments(detail.iddenuncia);
  const { changeStatus, resolve, extend } = useCaseActions(detail.iddenuncia);
  const picker = useGalleryPicker();
  const isResolved = detail.idestadodenuncia === resolvedStatusId;
  const isAdministrator = claims?.tipoacceso === 'Privado';
  // Who sees the case is the Responsable's to decide (issue 15 §4): a gestor never sees the panel.
  const role = useKnownRole();
  const isResponsable = role === 'responsable';
  const canHandle = role === 'responsable' || role === 'gestor';
  const queryClient = useQueryClient();
  // Struck out: the case and its chat are read again, so the mark shows where the passage was.
  const reloadTexts = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.detail(detail.iddenuncia) }),
        queryClient.invalidateQueries({ queryKey: chatMessagesQueryKey(detail.guid) }),
      ]),
    [queryClient, detail.iddenuncia, detail.guid],
  );
  // Redaction (issue 17 §7) is for the case's handlers, while there is anything left to redact.
  const redaction: RedactionAccess =
    canHandle && detail.fec_purga === null ? { iddenuncia: detail.iddenuncia, onChanged: reloadTexts } : null;
  const answerAction = redaction
    ? (field: FormField, value: unknown) => (
        <RedactAnswerButton
          iddenuncia={redaction.iddenuncia}
          field={field}
          value={value}
          onChanged={redaction.onChanged}
        />
      )
    : undefined;
  const documentNames = useMemo(
    () => Object.fromEntries((documents.data ?? []).map((document) => [document.iddocumento, document.nombre])),
    [documents.data],
  );
  // Regions of a PDF or an image blacked out: its content changed, so the list (size, date) is read again.
  const reloadDocuments = useCallback(
    () => queryClient.invalidateQueries({ queryKey: caseKeys.documents(detail.iddenuncia) }),
    [queryClient, detail.iddenuncia],
  );
  const documentAction = redaction
    ? (document: ComplaintDoc, name: string) => (
        <RedactDocumentButton
          iddenuncia={redaction.iddenuncia}
          iddocumento={document.iddocumento}
          tipoMime={document.tipo_mime}
          nombre={name}
          onChanged={reloadDocuments}
        />
      )
    : undefined;

  const viewDocument = useCallback(
    (notification: { iddocumento: number; descripcion: string }) => {
      downloadDocument(
        notification.iddocumento,
        documentNames[notification.iddocumento] ?? notification.descripcion,
      ).catch(() => {
        notify({ title: t('caseDetail.errorTitle'), message: t('complaint.downloadError'), severity: 'error' });
      });
    },
    [documentNames, t],
  );

  const tabs = [
    {
      key: 'resumen',
      label: t('caseDetail.tabs.summary'),
      content: (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              {detail.verbal ? (
                <CaseVerbalRecord
                  verbal={detail.verbal}
                  renderText={renderRedacted}
                  transcriptAction={
                    redaction && detail.verbal.transcripcion.trim() !== '' ? (
                      <RedactButton
                        iddenuncia={redaction.iddenuncia}
                        target={{ origen: 'transcripcion' }}
                        text={detail.verbal.transcripcion}
                        onChanged={redaction.onChanged}
                      />
                    ) : null
                  }
                />
              ) : null}
              {/* A meeting the reporter asked for (art 7.2): its handlers propose the date while the case is open. */}
              {detail.reunion ? (
                <CaseMeeting
                  iddenuncia={detail.iddenuncia}
                  meeting={detail.reunion}
                  canPropose={canHandle && !isResolved}
                />
              ) : null}
              <CaseAnswers
                detail={detail}
                fileNames={documentNames}
                renderText={renderRedacted}
                renderAction={answerAction}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <CaseTimeline detail={detail} onViewDocument={viewDocument} />
          </Grid>
        </Grid>
      ),
    },
    {
      key: 'notificaciones',
      label: t('caseDetail.tabs.notifications'),
      content: (
        <CaseNotifications
          iddenuncia={detail.iddenuncia}
          ididioma={detail.ididioma}
          canEdit={isAdministrator && !isResolved}
          documentNames={documentNames}
          uploadLimits={uploadLimitsOf(info?.parametros_cliente)}
          onViewDocument={viewDocument}
          onRequestImage={picker.requestImage}
        />
      ),
    },
    {
      key: 'documentos',
      label: t('caseDetail.tabs.documents'),
      content: <CaseDocumentsPanel iddenuncia={detail.iddenuncia} guid={detail.guid} renderAction={documentAction} />,
    },
    {
      key: 'chat',
      label: t('caseDetail.tabs.chat'),
      content: <CaseChat guid={detail.guid} isResolved={isResolved} redaction={redaction} />,
    },
    {
      key: 'notas',
      label: t('caseDetail.tabs.notes'),
      content: <InternalNotesPanel iddenuncia={detail.iddenuncia} />,
    },
    // The libro-registro's log (issue 17 §5) and the passages struck out (§7): those who handle the case.
    ...(canHandle
      ? [
          {
            key: 'actuaciones',
            label: t('caseRegister.tab'),
            content: <CaseActionsPanel iddenuncia={detail.iddenuncia} />,
          },
          {
            key: 'tachados',
            label: t('caseRedaction.tab'),
            content: (
              // The purge destroyed the originals (art 32.3): the list stays, with nothing to open.
              <CaseRedactions
                detail={detail}
                canReadOriginal={isResponsable && detail.fec_purga === null}
                documentNames={documentNames}
              />
            ),
          },
        ]
      : []),
    {
      key: 'auditoria',
      label: t('caseDetail.tabs.audit'),
      content: <AuditTrailPanel iddenuncia={detail.iddenuncia} />,
    },
    // Disclosures of the reporter's identity (issue 17 §3, art 33.3) are the Responsable's too.
    ...(isResponsable
      ? [
          { key: 'acceso', label: t('caseAccess.tab'), content: <CaseAccessPanel iddenuncia={detail.iddenuncia} /> },
          {
            key: 'revelaciones',
            label: t('identityDisclosure.tab'),
            content: <IdentityDisclosurePanel iddenuncia={detail.iddenuncia} />,
          },
          // Retention and purge (issue 17 §6, art 32.3, 32.4): when the personal data go, a legal hold, a purge now.
          {
            key: 'conservacion',
            label: t('caseRetention.tab'),
            content: <CaseRetentionPanel iddenuncia={detail.iddenuncia} referencia={detail.referencia} />,
          },
        ]
      : []),
  ];

  return (
    <Stack spacing={3}>
      {/* A purged case keeps only its stub: every handler is told so above the empty answers. */}
      {detail.fec_purga === null ? null : (
        <PurgedCaseNotice iddenuncia={detail.iddenuncia} fecPurga={detail.fec_purga} withCause={isResponsable} />
      )}
      <CaseHeader
        detail={detail}
        statuses={statuses.data ?? []}
        isChangingStatus={changeStatus.isPending}
        onChangeStatus={(idestadodenuncia) => changeStatus.mutateAsync(idestadodenuncia)}
        onResolve={(resolucion) => resolve.mutateAsync(resolucion)}
        onExtend={(input) => extend.mutateAsync(input)}
      />
      <CaseTabs tabs={tabs} label={t('caseDetail.tabs.label')} />
      {picker.dialog}
    </Stack>
  );
}

function readId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function CaseLoader({ iddenuncia }: { iddenuncia: number }) {
  const { t } = useTranslation();
  const detail = useCaseDetail(iddenuncia);
  if (detail.isPending) {
    return (
      <>
        <PageHeader title={t('caseDetail.title')} />
        <Loader />
      </>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <>
        <PageHeader title={t('caseDetail.title')} />
        <Alert severity="error">{missing ? t('caseDetail.notFound') : t('caseDetail.loadError')}</Alert>
      </>
    );
  }
  return (
    <>
      {/* The heading names the case by its one reference (decision 027). */}
      <PageHeader title={t('caseDetail.titleWithReference', { referencia: detail.data.referencia })} />
      <CaseScreen detail={detail.data} />
    </>
  );
}

/** /admin/denuncias/gestion/:iddenuncia: one case as its handler works on it. */
export function CaseDetailRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const iddenuncia = readId(params.iddenuncia);
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Button
          component={RouterLink}
          to={gestionHrefFrom(location.state)}
          startIcon={<ArrowBackIcon aria-hidden="true" />}
        >
          {t('caseDetail.backToList')}
        </Button>
      </Box>
      {iddenuncia === null ? (
        <>
          <PageHeader title={t('caseDetail.title')} />
          <Alert severity="error">{t('caseDetail.notFound')}</Alert>
        </>
      ) : (
        <CaseLoader key={iddenuncia} iddenuncia={iddenuncia} />
      )}
    </>
  );
}

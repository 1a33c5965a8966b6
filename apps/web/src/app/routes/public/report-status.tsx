import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ReporterComplaint } from '@atalaya/contract/complaints/complaint.schemas';
import { AnswersList } from '@/components/complaint/answers-list.tsx';
import { ComplaintTimeline } from '@/components/complaint/complaint-timeline.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { paths } from '@/config/paths.ts';
import { chatMessagesQueryKey, useChatMessages } from '@/features/chat/api/get-chat-messages.ts';
import { useSendChatMessage } from '@/features/chat/api/send-chat-message.ts';
import { ChatPanel } from '@/features/chat/components/chat-panel.tsx';
import { downloadDocument } from '@/features/report-status/api/download-document.ts';
import { complaintDocsQueryKey, useComplaintDocs } from '@/features/report-status/api/find-complaint-docs.ts';
import { useNotifications } from '@/features/report-status/api/find-notifications.ts';
import { useReporterComplaint } from '@/features/report-status/api/get-reporter-complaint.ts';
import { useSignOutReporter } from '@/features/report-status/api/sign-out-reporter.ts';
import { AddInformationForm } from '@/features/report-status/components/add-information-form.tsx';
import { ComplaintSummary } from '@/features/report-status/components/complaint-summary.tsx';
import { DocumentList } from '@/features/report-status/components/document-list.tsx';
import { MeetingPanel } from '@/features/report-status/components/meeting-panel.tsx';
import { NoticeAddressPanel } from '@/features/report-status/components/notice-address-panel.tsx';
import { NotificationList } from '@/features/report-status/components/notification-list.tsx';
import { VerbalTranscriptPanel } from '@/features/report-status/components/verbal-transcript-panel.tsx';
import { useClienteInfo } from '@/features/tenant/api/get-cliente-info.ts';
import { notify } from '@/lib/notices.ts';
import { useAccessClaims } from '@/lib/tokens.ts';
import { uploadLimitsOf } from '@/lib/upload-limits.ts';

/** The follow-up of one complaint (status, timeline, notifications, documents, chat); also the citizen panel's (decision 052). */
export function ComplaintDetail({ complaint }: { complaint: ReporterComplaint }) {
  const { t } = useTranslation();
  const { data: info } = useClienteInfo();
  const notifications = useNotifications(complaint.iddenuncia);
  const documents = useComplaintDocs(complaint.iddenuncia);
  const chat = useChatMessages(complaint.guid);
  const sendMessage = useSendChatMessage(complaint.guid);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const answersTitleId = useId();
  const isResolved = complaint.idestadodenuncia === resolvedStatusId;
  const documentList = documents.data ?? [];
  const fileNames = Object.fromEntries(documentList.map((document) => [document.iddocumento, document.nombre]));

  async function download(iddocumento: number, fallbackName: string) {
    setDownloadError(null);
    try {
      await downloadDocument(iddocumento, fileNames[iddocumento] ?? fallbackName);
    } catch {
      const message = t('complaint.downloadError');
      setDownloadError(message);
      notify({ title: 'ERROR', message, severity: 'error' });
    }
  }

  return (
    <Stack spacing={3}>
      <ComplaintSummary complaint={complaint} />
      {complaint.verbal ? <VerbalTranscriptPanel verbal={complaint.verbal} /> : null}
      {/* Row by row, so on a phone the chat comes right after the timeline. */}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
            <ComplaintTimeline
              fecAlta={complaint.fec_alta}
              notifications={notifications.data ?? []}
              isResolved={isResolved}
              fecResolucion={complaint.fec_resolucion}
              resolucion={complaint.resolucion}
              onViewDocument={(notification) => {
                void download(notification.iddocumento, notification.descripcion);
              }}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ChatPanel
            messages={chat.data ?? []}
            viewerRole="informante"
            isLoading={chat.isPending}
            isDisabled={isResolved}
            onSend={(mensaje) => sendMessage.mutateAsync(mensaje)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={4}>
            {notifications.isError ? <Alert severity="error">{t('complaint.loadPartError')}</Alert> : null}
            <NotificationList
              notifications={notifications.data ?? []}
              onViewDocument={(notification) => {
                void download(notification.iddocumento, notification.descripcion);
              }}
            />
            <DocumentList
              documents={documentList}
              downloadError={downloadError}
              onDownload={(document) => {
                void download(document.iddocumento, document.nombre);
              }}
            />
            <Box component="section" aria-labelledby={answersTitleId}>
              <Typography id={answersTitleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
                {t('complaint.answers')}
              </Typography>
              <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                <AnswersList fields={complaint.campos} answers={complaint.answers} fileNames={fileNames} />
              </Paper>
            </Box>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <AddInformationForm
              isResolved={isResolved}
              limits={uploadLimitsOf(info?.parametros_cliente, info?.parametros_aplicacion)}
              refreshKeys={{
                docs: complaintDocsQueryKey(complaint.iddenuncia),
                chat: chatMessagesQueryKey(complaint.guid),
              }}
            />
            <MeetingPanel meeting={complaint.reunion} isResolved={isResolved} />
            <NoticeAddressPanel hasNotices={complaint.avisos_correo} isResolved={isResolved} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

function ReporterComplaintPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const complaint = useReporterComplaint(sessionId);
  const signOut = useSignOutReporter(paths.denuncias.getHref());

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Box>
          <Typography variant="h1" component="h1">
            {t('complaint.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('complaint.intro')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<LogoutIcon aria-hidden="true" />}
          onClick={() => {
            void signOut();
          }}
        >
          {t('complaint.signOut')}
        </Button>
      </Box>
      {complaint.isPending ? <Loader /> : null}
      {complaint.isError ? (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={paths.reportFollowUp.getHref()} color="inherit" size="small">
              {t('followUp.submit')}
            </Button>
          }
        >
          {t('complaint.loadError')}
        </Alert>
      ) : null}
      {complaint.data ? <ComplaintDetail complaint={complaint.data} /> : null}
    </>
  );
}

/** /denuncias/seguimiento/comunicacion: the reporter's complaint; only with an Informante token. */
export function ReportStatusRoute() {
  const claims = useAccessClaims();
  if (claims?.tipoacceso !== 'Informante') {
    return <Navigate to={paths.reportFollowUp.getHref()} replace />;
  }
  return <ReporterComplaintPage sessionId={claims.sid ?? ''} />;
}

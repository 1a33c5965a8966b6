import Paper from '@mui/material/Paper';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import { ComplaintTimeline } from '@/components/complaint/complaint-timeline.tsx';
import type { TimelineNotification } from '@/components/complaint/complaint-timeline.tsx';
import { useCaseNotifications } from '../api/notifications.ts';

type CaseTimelineProps = {
  detail: CaseDetail;
  onViewDocument: (notification: TimelineNotification & { iddocumento: number }) => void;
};

/** INICIO, one entry per notification, EN TRAMITE while unresolved, RESOLUCIÓN with its date and text. */
export function CaseTimeline({ detail, onViewDocument }: CaseTimelineProps) {
  const notifications = useCaseNotifications(detail.iddenuncia);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <ComplaintTimeline
        fecAlta={detail.fec_alta}
        notifications={notifications.data ?? []}
        isResolved={detail.idestadodenuncia === resolvedStatusId}
        fecResolucion={detail.fec_resolucion}
        resolucion={detail.resolucion}
        onViewDocument={onViewDocument}
      />
    </Paper>
  );
}

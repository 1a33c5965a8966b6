import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import type { UploadLimits } from '@/lib/upload-limits.ts';
import { uploadCaseDocument } from '../api/case-documents.ts';
import { caseKeys } from '../api/case-keys.ts';
import { useCaseNotifications, useNotificationMutations } from '../api/notifications.ts';
import { NotificationDialog } from './notification-dialog.tsx';
import { NotificationViewDialog } from './notification-view-dialog.tsx';
import { NotificationsTable } from './notifications-table.tsx';

export type CaseNotificationsProps = {
  iddenuncia: number;
  /** Language of new notifications (the case's). */
  ididioma: number;
  /** Spec §2, §6: only an administrator edits, and only while the case is not resolved. */
  canEdit: boolean;
  documentNames: Readonly<Record<number, string>>;
  uploadLimits: UploadLimits;
  onViewDocument: (notification: Notification & { iddocumento: number }) => void;
  /** Picks an image (the tenant's gallery) for the content editor; answers its URL or null. */
  onRequestImage?: () => Promise<string | null>;
};

type Editing = { notification: Notification | null } | null;

/** The notifications table with its dialogs: Alta/Edición, the read-only view and the delete confirmation. */
export function CaseNotifications({
  iddenuncia,
  ididioma,
  canEdit,
  documentNames,
  uploadLimits,
  onViewDocument,
  onRequestImage,
}: CaseNotificationsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notifications = useCaseNotifications(iddenuncia);
  const { save, remove } = useNotificationMutations(iddenuncia);
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Notification | null>(null);
  const [deleting, setDeleting] = useState<Notification | null>(null);

  const closeEditor = useCallback(() => {
    setEditing(null);
  }, []);
  const closeView = useCallback(() => {
    setViewing(null);
  }, []);
  const closeDelete = useCallback(() => {
    setDeleting(null);
  }, []);

  const uploadDocument = useCallback(
    async (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => {
      const document = await uploadCaseDocument(iddenuncia, file, onProgress, signal);
      await queryClient.invalidateQueries({ queryKey: caseKeys.documents(iddenuncia) });
      return document;
    },
    [iddenuncia, queryClient],
  );

  return (
    <Box>
      {notifications.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('caseDetail.loadPartError')}
        </Alert>
      ) : null}
      <NotificationsTable
        notifications={notifications.data ?? []}
        isLoading={notifications.isPending}
        canEdit={canEdit}
        onNew={() => {
          setEditing({ notification: null });
        }}
        onEdit={(notification) => {
          setEditing({ notification });
        }}
        onDelete={setDeleting}
        onView={setViewing}
        onViewDocument={onViewDocument}
      />
      <NotificationDialog
        open={editing !== null && canEdit}
        iddenuncia={iddenuncia}
        notification={editing?.notification ?? null}
        ididioma={ididioma}
        documentNames={documentNames}
        uploadLimits={uploadLimits}
        uploadDocument={uploadDocument}
        onRequestImage={onRequestImage}
        onSave={(input) => save.mutateAsync(input)}
        onClose={closeEditor}
      />
      <NotificationViewDialog notification={viewing} onClose={closeView} />
      <ConfirmDialog
        open={deleting !== null && canEdit}
        message={t('messages.confirmDelete')}
        onClose={closeDelete}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) {
            void remove.mutateAsync(target.idnotificacion).catch(() => undefined);
          }
        }}
      />
    </Box>
  );
}

import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import {
  channelConfigRefusals,
  complaintStatusSchema,
  resolvedStatusId,
  type ComplaintStatus,
} from '@atalaya/contract/complaints/complaint-type.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import { reasonTranslator, useResourceCrud } from '@/components/admin-crud/admin-crud.ts';
import { AdminCrudTable, type AdminCrudColumn } from '@/components/admin-crud/admin-crud-table.tsx';
import { useLanguage } from '@/lib/i18n.ts';
import { complaintStatusesQueryKey, useAdminComplaintStatuses } from '../api/complaint-statuses.ts';
import { ComplaintStatusDialog } from './complaint-status-dialog.tsx';

const refusalKeys: ReadonlyMap<string, string> = new Map([
  [channelConfigRefusals.statusInUse, 'statusesAdmin.inUse'],
  [channelConfigRefusals.resolvedStatusDelete, 'statusesAdmin.resolvedDelete'],
  [channelConfigRefusals.resolvedStatusInitial, 'statusesAdmin.resolvedInitial'],
  [channelConfigRefusals.resolvedStatusNoInvestigation, 'statusesAdmin.resolvedNoInvestigation'],
  [channelConfigRefusals.initialStatusNoInvestigation, 'statusesAdmin.initialNoInvestigation'],
]);

type DialogState = { status: ComplaintStatus | null } | null;

function ColorSwatch({ color }: { color: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 20, height: 20, borderRadius: '50%', border: 1, borderColor: 'divider', bgcolor: color }}
      />
      <Box component="code" sx={{ fontSize: '0.85em' }}>
        {color}
      </Box>
    </Stack>
  );
}

/** Estados: the statuses of the channel; status 1 (resolved) is protected. */
export function ComplaintStatusesScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const statuses = useAdminComplaintStatuses();
  const [dialog, setDialog] = useState<DialogState>(null);
  const translateReason = useMemo(() => reasonTranslator(t, refusalKeys), [t]);
  const { save, remove, saveError } = useResourceCrud({
    resource: 'den_estados_denuncia',
    schema: complaintStatusSchema,
    queryKey: complaintStatusesQueryKey,
    translateReason,
  });
  const closeDialog = useCallback(() => {
    setDialog(null);
  }, []);

  const columns: AdminCrudColumn<ComplaintStatus>[] = [
    { id: 'color', header: t('statusesAdmin.color'), render: (row) => <ColorSwatch color={row.color} /> },
    { id: 'numero', header: t('statusesAdmin.number'), render: (row) => row.idestadodenuncia, align: 'right' },
    { id: 'nombre', header: t('statusesAdmin.name'), render: (row) => pickText(row.nombre, language) },
    { id: 'orden', header: t('statusesAdmin.order'), render: (row) => row.orden, align: 'right', hideOnMobile: true },
    {
      id: 'inicial',
      header: t('statusesAdmin.initial'),
      render: (row) =>
        row.inicial ? <Chip size="small" color="primary" label={t('statusesAdmin.initialChip')} /> : null,
    },
    {
      id: 'sin_investigacion',
      header: t('statusesAdmin.noInvestigation'),
      hideOnMobile: true,
      render: (row) =>
        row.sin_investigacion ? <Chip size="small" label={t('statusesAdmin.noInvestigationChip')} /> : null,
    },
  ];

  return (
    <>
      <AdminCrudTable
        label={t('nav.estados')}
        columns={columns}
        rows={statuses.data}
        getRowId={(row) => row.idestadodenuncia}
        getRowName={(row) => pickText(row.nombre, language)}
        isLoading={statuses.isPending}
        isError={statuses.isError}
        onRetry={() => {
          void statuses.refetch();
        }}
        addLabel={t('statusesAdmin.new')}
        onAdd={() => {
          save.reset();
          setDialog({ status: null });
        }}
        onEdit={(row) => {
          save.reset();
          setDialog({ status: row });
        }}
        onDelete={(row) => {
          remove.mutate(row.idestadodenuncia);
        }}
        protectedReason={(row) =>
          row.idestadodenuncia === resolvedStatusId ? t('statusesAdmin.protected') : undefined
        }
        emptyText={t('statusesAdmin.empty')}
      />
      {dialog ? (
        <ComplaintStatusDialog
          status={dialog.status}
          isSaving={save.isPending}
          errorMessage={saveError}
          onClose={closeDialog}
          onSave={(input) => {
            save.mutate(
              { entity: input, isNew: dialog.status === null },
              {
                onSuccess: () => {
                  setDialog(null);
                },
              },
            );
          }}
        />
      ) : null}
    </>
  );
}

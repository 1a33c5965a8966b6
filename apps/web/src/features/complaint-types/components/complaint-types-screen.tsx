import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  channelConfigRefusals,
  complaintTypeSchema,
  type ComplaintType,
} from '@atalaya/contract/complaints/complaint-type.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import { reasonTranslator, useResourceCrud } from '@/components/admin-crud/admin-crud.ts';
import { AdminCrudTable, type AdminCrudColumn } from '@/components/admin-crud/admin-crud-table.tsx';
import { OnOffChip } from '@/components/admin-crud/on-off-chip.tsx';
import { useLanguage } from '@/lib/i18n.ts';
import { complaintTypesQueryKey, useAdminComplaintTypes, useFormChoices } from '../api/complaint-types.ts';
import { ComplaintTypeDialog } from './complaint-type-dialog.tsx';

const refusalKeys: ReadonlyMap<string, string> = new Map([
  [channelConfigRefusals.typeInUse, 'typesAdmin.inUse'],
  ['El formulario indicado no existe', 'typesAdmin.formMissing'],
]);

type DialogState = { type: ComplaintType | null } | null;

/** Tipos: the complaint types of the channel, with their create/edit dialog. */
export function ComplaintTypesScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const types = useAdminComplaintTypes();
  const forms = useFormChoices();
  const [dialog, setDialog] = useState<DialogState>(null);
  const translateReason = useMemo(() => reasonTranslator(t, refusalKeys), [t]);
  const { save, remove, saveError } = useResourceCrud({
    resource: 'den_tipos_denuncia',
    schema: complaintTypeSchema,
    queryKey: complaintTypesQueryKey,
    translateReason,
  });
  const formNames = useMemo(
    () => new Map((forms.data ?? []).map((choice) => [choice.idformulario, choice.nombre])),
    [forms.data],
  );
  const closeDialog = useCallback(() => {
    setDialog(null);
  }, []);

  const columns: AdminCrudColumn<ComplaintType>[] = [
    { id: 'orden', header: t('typesAdmin.order'), render: (row) => row.orden, align: 'right' },
    { id: 'nombre', header: t('typesAdmin.name'), render: (row) => pickText(row.nombre, language) },
    {
      id: 'formulario',
      header: t('typesAdmin.form'),
      render: (row) => formNames.get(row.idformulario) ?? `#${row.idformulario}`,
      hideOnMobile: true,
    },
    {
      id: 'activo',
      header: t('typesAdmin.active'),
      render: (row) => (
        <OnOffChip on={row.activo} onLabel={t('typesAdmin.activeChip')} offLabel={t('typesAdmin.inactiveChip')} />
      ),
    },
  ];

  return (
    <>
      <AdminCrudTable
        label={t('nav.tipos')}
        columns={columns}
        rows={types.data}
        getRowId={(row) => row.idtipodenuncia}
        getRowName={(row) => pickText(row.nombre, language)}
        isLoading={types.isPending}
        isError={types.isError}
        onRetry={() => {
          void types.refetch();
        }}
        addLabel={t('typesAdmin.new')}
        onAdd={() => {
          save.reset();
          setDialog({ type: null });
        }}
        onEdit={(row) => {
          save.reset();
          setDialog({ type: row });
        }}
        onDelete={(row) => {
          remove.mutate(row.idtipodenuncia);
        }}
        emptyText={t('typesAdmin.empty')}
      />
      {dialog ? (
        <ComplaintTypeDialog
          type={dialog.type}
          forms={forms.data ?? []}
          isSaving={save.isPending}
          errorMessage={saveError}
          onClose={closeDialog}
          onSave={(input) => {
            save.mutate(
              { entity: input, isNew: dialog.type === null },
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

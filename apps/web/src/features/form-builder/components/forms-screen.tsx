import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSchema, type Form } from '@atalaya/contract/complaints/form.schemas';
import { reasonTranslator, useResourceCrud } from '@/components/admin-crud/admin-crud.ts';
import { AdminCrudTable, type AdminCrudColumn } from '@/components/admin-crud/admin-crud-table.tsx';
import { OnOffChip } from '@/components/admin-crud/on-off-chip.tsx';
import { notify } from '@/lib/notices.ts';
import { formsQueryKey, useAdminForms } from '../api/forms.ts';
import { FormBuilder } from './form-builder.tsx';
import type { RenderPreview } from './form-preview.tsx';

/** The server's refusals about forms (Spanish) and their translation keys. */
const refusalKeys: ReadonlyMap<string, string> = new Map([
  ['El formulario está en uso: desactívelo en lugar de eliminarlo', 'formBuilder.inUse'],
  ['Ya existe un formulario igual', 'formBuilder.conflict'],
  ['Hay campos con el mismo identificador', 'formBuilder.errors.duplicateId'],
  ['El identificador solo admite minúsculas, números y guion bajo', 'formBuilder.errors.idPattern'],
  ['El nombre es obligatorio', 'formBuilder.errors.nameRequired'],
]);

type Editing = { form: Form | null } | null;

type FormsScreenProps = {
  /** Renders the reporter's form for the builder's live preview. */
  renderPreview: RenderPreview;
};

/**
 * Formularios: the tenant's forms (name, version, number of questions, active) with create, edit
 * (the builder) and delete; a form in use cannot be deleted (the server says why).
 */
export function FormsScreen({ renderPreview }: FormsScreenProps) {
  const { t } = useTranslation();
  const forms = useAdminForms();
  const [editing, setEditing] = useState<Editing>(null);
  const translateReason = useMemo(() => reasonTranslator(t, refusalKeys), [t]);
  const { save, remove } = useResourceCrud({
    resource: 'den_formularios',
    schema: formSchema,
    queryKey: formsQueryKey,
    translateReason,
  });
  const close = useCallback(() => {
    setEditing(null);
  }, []);

  if (editing) {
    const previous = editing.form;
    return (
      <FormBuilder
        form={previous}
        isSaving={save.isPending}
        renderPreview={renderPreview}
        onClose={close}
        onSave={(input) => {
          save.mutate(
            { entity: input, isNew: previous === null },
            {
              onSuccess: (saved) => {
                if (previous && saved.version > previous.version) {
                  notify({
                    severity: 'info',
                    message: t('formBuilder.newVersionSaved', { version: saved.version }),
                  });
                }
                setEditing(null);
              },
            },
          );
        }}
      />
    );
  }

  const columns: AdminCrudColumn<Form>[] = [
    { id: 'nombre', header: t('formBuilder.name'), render: (row) => row.nombre },
    { id: 'version', header: t('formBuilder.version'), render: (row) => row.version, align: 'right' },
    {
      id: 'campos',
      header: t('formBuilder.fieldsColumn'),
      render: (row) => row.campos.length,
      align: 'right',
      hideOnMobile: true,
    },
    {
      id: 'activo',
      header: t('formBuilder.active'),
      render: (row) => (
        <OnOffChip on={row.activo} onLabel={t('formBuilder.activeChip')} offLabel={t('formBuilder.inactiveChip')} />
      ),
    },
  ];

  return (
    <AdminCrudTable
      label={t('nav.formularios')}
      columns={columns}
      rows={forms.data}
      getRowId={(row) => row.idformulario}
      getRowName={(row) => row.nombre}
      isLoading={forms.isPending}
      isError={forms.isError}
      onRetry={() => {
        void forms.refetch();
      }}
      addLabel={t('formBuilder.new')}
      onAdd={() => {
        setEditing({ form: null });
      }}
      onEdit={(row) => {
        setEditing({ form: row });
      }}
      onDelete={(row) => {
        remove.mutate(row.idformulario);
      }}
      emptyText={t('formBuilder.empty')}
    />
  );
}

import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import type { AttachedFile } from '@/components/complaint/file-attachments.tsx';
import type { PreviewProps } from '@/features/form-builder/components/form-preview.tsx';
import { FormsScreen } from '@/features/form-builder/components/forms-screen.tsx';
import { initialAnswers } from '@/features/report-intake/components/answer-drafts.ts';
import { DynamicForm } from '@/features/report-intake/components/dynamic-form.tsx';
import type { FormAttachments } from '@/features/report-intake/components/field-answers.tsx';
import { useClienteInfo } from '@/features/tenant/api/get-cliente-info.ts';
import { uploadLimitsOf } from '@/lib/upload-limits.ts';

/**
 * The reporter's form (the same component the filing wizard uses) for the builder's preview.
 * Attachments are inert: a chosen file is only listed here, never uploaded.
 */
function ReporterFormPreview({ fields, formId, onValid }: PreviewProps) {
  const { data } = useClienteInfo();
  const [files, setFiles] = useState<Readonly<Record<number, AttachedFile>>>({});
  const lastId = useRef(0);
  const upload = useCallback((file: File, onProgress: (fraction: number) => void) => {
    onProgress(1);
    lastId.current += 1;
    return Promise.resolve({ iddocumento: lastId.current, nombre: file.name, tamano: file.size });
  }, []);
  const attachments = useMemo<FormAttachments>(
    () => ({
      limits: uploadLimitsOf(data?.parametros_cliente),
      filesById: files,
      totalFileCount: Object.keys(files).length,
      upload,
      onUploaded: (file) => {
        setFiles((current) => ({ ...current, [file.iddocumento]: file }));
      },
      onRemoved: (file) => {
        setFiles((current) =>
          Object.fromEntries(Object.entries(current).filter(([id]) => Number(id) !== file.iddocumento)),
        );
      },
    }),
    [data?.parametros_cliente, files, upload],
  );
  // A question added, removed or changed in type starts the preview's answers afresh.
  const shape = fields.map((field) => `${field.id}:${field.tipo}`).join('|');
  return (
    <DynamicForm
      key={shape}
      id={formId}
      fields={fields}
      defaultValues={initialAnswers(fields)}
      onValid={onValid}
      attachments={attachments}
    />
  );
}

function renderReporterForm(props: PreviewProps) {
  return <ReporterFormPreview {...props} />;
}

/** admin/denuncias/formularios (Formularios): the forms reporters fill in, and their builder. */
export function FormBuilderRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.formularios')} subtitle={t('formBuilder.subtitle')} />
      <FormsScreen renderPreview={renderReporterForm} />
    </>
  );
}

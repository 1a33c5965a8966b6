import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { ReceiptScreen } from '@/features/report-intake/components/receipt-screen.tsx';
import { ReportWizard } from '@/features/report-intake/components/report-wizard.tsx';
import type { FiledReport } from '@/features/report-intake/components/report-wizard.tsx';
import { useClienteInfo } from '@/features/tenant/api/get-cliente-info.ts';
import { uploadLimitsOf } from '@/lib/upload-limits.ts';

/**
 * /denuncias/nueva: the filing wizard, then the receipt screen. The receipt is held only in this
 * component's state: never in the URL, the history state, storage or a log; a reload forgets it.
 */
export function ReportNewRoute() {
  const { t } = useTranslation();
  const { data } = useClienteInfo();
  const [filed, setFiled] = useState<FiledReport | null>(null);
  const tenantName = data?.cliente.nombre ?? t('app.name');

  if (filed) {
    return <ReceiptScreen filed={filed} tenantName={tenantName} followUpHref={paths.reportFollowUp.getHref()} />;
  }
  return (
    <>
      <PageHeader title={t('intake.title')} subtitle={t('intake.subtitle')} />
      <ReportWizard
        tenantName={tenantName}
        externalChannel={{
          url: data?.parametros_cliente.canal_externo_url,
          authority: data?.parametros_cliente.canal_externo_nombre,
        }}
        uploadLimits={uploadLimitsOf(data?.parametros_cliente, data?.parametros_aplicacion)}
        onFiled={setFiled}
      />
    </>
  );
}

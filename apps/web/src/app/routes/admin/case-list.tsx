import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { caseListPagesKey } from '@/features/case-list/api/get-case-list.ts';
import { CaseListScreen } from '@/features/case-list/components/case-list-screen.tsx';
import { useKnownRole } from '@/features/user/hooks/use-back-office-role.ts';
import { VerbalReportButton } from '@/features/verbal-report/components/verbal-report-button.tsx';

/** admin/denuncias/gestion (Gestión): the tenant's complaints, with filters and the Excel export. */
export function CaseListRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const role = useKnownRole();
  // An auditor lists cases but never reads one (issue 15 §2): nothing here opens a case for them.
  const canOpenCases = role !== 'auditor';
  // Those who handle cases register the ones received by phone or in person (art 7.2).
  const canRegister = role === 'responsable' || role === 'gestor';
  return (
    <>
      <PageHeader title={t('nav.gestion')} subtitle={t('caseList.subtitle')}>
        {canRegister ? (
          <Box sx={{ mt: 2 }}>
            <VerbalReportButton
              onRegistered={() => {
                void queryClient.invalidateQueries({ queryKey: caseListPagesKey });
              }}
            />
          </Box>
        ) : null}
      </PageHeader>
      <CaseListScreen canOpenCases={canOpenCases} />
    </>
  );
}

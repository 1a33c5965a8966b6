import { publicContentCodes } from '@atalaya/contract/landing/first-screen';
import { useTranslation } from 'react-i18next';
import { accessibilityStatementDefaults } from '@atalaya/contract/tenants/public-pages.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { AccessibilityStatement } from '@/features/accessibility/components/accessibility-statement.tsx';
import { useContentBlock } from '@/features/content/api/get-content.ts';
import { useClienteInfo } from '@/features/tenant/api/get-cliente-info.ts';
import { useLanguage } from '@/lib/i18n.ts';

/** Code of the content block in which a tenant describes its own content that is not accessible. */
export const accessibilityContentCode = publicContentCodes.accessibility;

/** /accesibilidad (footer "Accesibilidad"): the tenant's accessibility statement (RD 1112/2018). */
export function AccessibilityRoute() {
  const { t } = useTranslation();
  const { ididioma } = useLanguage();
  const info = useClienteInfo();
  const notes = useContentBlock({ code: accessibilityContentCode }, ididioma);
  if (info.isPending || (notes.isPending && !notes.isError)) {
    return <Loader />;
  }
  return (
    <AccessibilityStatement
      tenantName={info.data?.cliente.nombre ?? t('app.name')}
      siteUrl={globalThis.location.origin}
      facts={info.data?.parametros_cliente.accesibilidad ?? accessibilityStatementDefaults}
      notesHtml={notes.isError ? null : notes.data?.contenido}
    />
  );
}

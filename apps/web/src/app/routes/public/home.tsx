import { publicContentCodes } from '@atalaya/contract/landing/first-screen';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { ContentBlock } from '@/features/content/components/content-block.tsx';
import { ChannelActions, ExternalChannelNotice } from '@/features/report-intake/components/channel-entry.tsx';
import { ChannelGuide } from '@/features/report-intake/components/channel-guide.tsx';
import { PrivacyNotice } from '@/features/report-intake/components/privacy-notice.tsx';
import { useClienteInfo } from '@/features/tenant/api/get-cliente-info.ts';

/** Code of the home content block (den_denuncia_content.codigo). */
export const homeContentCode = publicContentCodes.home;

/**
 * Public home, the way in for a reporter on any screen: the tenant's `inicio` block says what the
 * channel is, and right after it, within the first screen of a phone, the two actions (file a
 * communication, follow one up with the code). Below, as Ley 2/2023 art. 25 asks of the home
 * page: how a communication is handled, the external channel and the privacy information.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const { data } = useClienteInfo();
  const tenantName = data?.cliente.nombre ?? t('app.name');
  const externalChannel = {
    url: data?.parametros_cliente.canal_externo_url,
    authority: data?.parametros_cliente.canal_externo_nombre,
  };
  return (
    <div className="at-stack">
      <div className="at-stack-tight">
        <ContentBlock code={homeContentCode} headingLevel={1} fallbackTitle={t('home.title')} />
        <ChannelActions fileHref={paths.reportNew.getHref()} followUpHref={paths.reportFollowUp.getHref()} />
      </div>
      <ChannelGuide />
      <ExternalChannelNotice url={externalChannel.url} authority={externalChannel.authority} />
      <PrivacyNotice tenantName={tenantName} externalChannel={externalChannel} headingLevel={2} />
    </div>
  );
}

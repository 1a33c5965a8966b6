import { publicContentCodes } from '@atalaya/contract/landing/first-screen';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { ContentBlock } from '@/features/content/components/content-block.tsx';
import { ChannelEntry } from '@/features/report-intake/components/channel-entry.tsx';
import { useClienteInfo } from '@/features/tenant/api/get-cliente-info.ts';

export const denunciasContentCode = publicContentCodes.denuncias;

/**
 * "Comunicaciones Anónimas": the channel's information block, the external channel and the two
 * actions, filing a communication and following one up.
 */
export function DenunciasRoute() {
  const { t } = useTranslation();
  const { data } = useClienteInfo();
  return (
    <>
      <ContentBlock code={denunciasContentCode} headingLevel={1} fallbackTitle={t('denuncias.title')} />
      <ChannelEntry
        externalChannel={{
          url: data?.parametros_cliente.canal_externo_url,
          authority: data?.parametros_cliente.canal_externo_nombre,
        }}
        fileHref={paths.reportNew.getHref()}
        followUpHref={paths.reportFollowUp.getHref()}
      />
    </>
  );
}

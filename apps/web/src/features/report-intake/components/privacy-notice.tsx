import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalChannelLink } from './channel-entry.tsx';
import type { ExternalChannel } from './channel-entry.tsx';

type PrivacyNoticeProps = {
  tenantName: string;
  externalChannel?: ExternalChannel;
  /** 3 inside the wizard's review step; 2 on the home page, where it is a section of its own. */
  headingLevel?: 2 | 3;
};

/**
 * The privacy notice (Ley 2/2023 art. 31, RGPD art. 13): controller, purpose, legal basis,
 * retention, rights, and the external channel. Shown before filing and on the home page.
 */
export function PrivacyNotice({ tenantName, externalChannel, headingLevel = 3 }: PrivacyNoticeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = [
    ['controller', t('intake.privacy.controller', { tenant: tenantName })],
    ['purpose', t('intake.privacy.purpose')],
    ['basis', t('intake.privacy.basis')],
    ['retention', t('intake.privacy.retention')],
    ['rights', t('intake.privacy.rights', { tenant: tenantName })],
  ] as const;
  return (
    <section
      aria-labelledby={titleId}
      className="at-paper-tint"
      style={{ borderRadius: 16 }}
      data-testid="privacy-notice"
    >
      <Heading id={titleId} className="at-h3" style={{ marginBottom: 8 }}>
        {t('intake.privacy.title')}
      </Heading>
      <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
        {items.map(([key, text]) => (
          <div key={key}>
            <dt className="at-strong">{t(`intake.privacy.labels.${key}`)}</dt>
            <dd style={{ margin: 0 }}>{text}</dd>
          </div>
        ))}
      </dl>
      {externalChannel?.url ? (
        <p className="at-text" style={{ marginTop: 12 }}>
          {t('intake.privacy.external')}{' '}
          <ExternalChannelLink url={externalChannel.url} authority={externalChannel.authority} />
        </p>
      ) : null}
    </section>
  );
}

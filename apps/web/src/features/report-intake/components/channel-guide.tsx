import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The essential principles of how a communication is handled, in the order a reporter asks them. */
export const guideItems = [
  'confidential',
  'anonymous',
  'acknowledgement',
  'answer',
  'followUp',
  'retaliation',
] as const;

/**
 * "Cómo se tramita su comunicación": the essential principles of the procedure that Ley 2/2023
 * (art. 25) asks to show on the home page, in a section of its own: confidentiality, anonymity,
 * acknowledgement within seven days, an answer within three months, the follow-up code and the
 * ban on retaliation.
 */
export function ChannelGuide() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="channel-guide">
      <h2 id={titleId} className="at-h3" style={{ marginBottom: 12 }}>
        {t('home.guide.title')}
      </h2>
      <ul className="at-list">
        {guideItems.map((key) => (
          <li key={key}>{t(`home.guide.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
}

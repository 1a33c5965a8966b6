import { useId } from 'react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NewTabIcon, SearchIcon, WriteIcon } from '@/components/ui/plain-icons.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';

/** The external channel the tenant names (Ley 2/2023, título III): its authority and address. */
export type ExternalChannel = { url?: string; authority?: string };

/** "Canal externo: <authority>", with the national authority when the tenant names none. */
export function externalChannelLinkText(t: TFunction, authority: string | undefined): string {
  const name = authority?.trim() ? authority.trim() : t('denuncias.externalChannel.defaultAuthority');
  return t('denuncias.externalChannel.link', { authority: name });
}

/** A link to the external channel that opens in a new tab, and says so. */
export function ExternalChannelLink({ url, authority }: { url: string; authority?: string }) {
  const { t } = useTranslation();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="at-link at-strong">
      {externalChannelLinkText(t, authority)}
      <NewTabIcon className="at-icon at-icon-sm" />
      <VisuallyHidden>{` ${t('common.newTab')}`}</VisuallyHidden>
    </a>
  );
}

/** The sentence about the external channel and its link; nothing when the tenant has none. */
export function ExternalChannelNotice({ url, authority }: ExternalChannel) {
  const { t } = useTranslation();
  if (!url) {
    return null;
  }
  return (
    <div className="at-paper at-paper-tint" data-testid="external-channel">
      <p className="at-text">
        {t('denuncias.externalChannel.text')} <ExternalChannelLink url={url} authority={authority} />
      </p>
    </div>
  );
}

type ChannelActionsProps = { fileHref: string; followUpHref: string };

/**
 * The two ways in, as the first thing a reporter can act on: file a new communication, or follow
 * one up with the code. Full width and stacked on a phone, side by side from 600 px.
 */
export function ChannelActions({ fileHref, followUpHref }: ChannelActionsProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="channel-actions">
      <div role="group" aria-label={t('home.actions.label')} className="at-buttons">
        <RouterLink to={fileHref} className="at-btn at-btn-contained at-btn-large">
          <WriteIcon />
          {t('denuncias.actions.file')}
        </RouterLink>
        <RouterLink to={followUpHref} className="at-btn at-btn-outlined at-btn-large">
          <SearchIcon />
          {t('home.actions.follow')}
        </RouterLink>
      </div>
      <p className="at-text at-small at-muted" style={{ marginTop: 12 }}>
        {t('home.actions.hint')}
      </p>
    </div>
  );
}

function ActionCard({
  icon,
  title,
  text,
  href,
  label,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  href: string;
  label: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="at-paper at-card">
      <span aria-hidden="true" className="at-brand-logo">
        {icon}
      </span>
      <h2 id={titleId} className="at-h3">
        {title}
      </h2>
      <p className="at-text at-muted">{text}</p>
      <div>
        <RouterLink to={href} className="at-btn at-btn-contained at-btn-large">
          {label}
        </RouterLink>
      </div>
    </section>
  );
}

type ChannelEntryProps = ChannelActionsProps & { externalChannel?: ExternalChannel };

/** The channel page's two actions, each explained, and the sentence about the external channel. */
export function ChannelEntry({ externalChannel, fileHref, followUpHref }: ChannelEntryProps) {
  const { t } = useTranslation();
  return (
    <div style={{ marginTop: 32 }}>
      <div className="at-grid-2">
        <ActionCard
          icon={<WriteIcon className="at-icon at-icon-lg" />}
          title={t('denuncias.actions.fileTitle')}
          text={t('denuncias.actions.fileText')}
          href={fileHref}
          label={t('denuncias.actions.file')}
        />
        <ActionCard
          icon={<SearchIcon className="at-icon at-icon-lg" />}
          title={t('denuncias.actions.followTitle')}
          text={t('denuncias.actions.followText')}
          href={followUpHref}
          label={t('denuncias.actions.follow')}
        />
      </div>
      {externalChannel?.url ? (
        <div style={{ marginTop: 24 }}>
          <ExternalChannelNotice url={externalChannel.url} authority={externalChannel.authority} />
        </div>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { SkipLink, mainContentId } from './skip-link.tsx';

type ModernLayoutProps = {
  /** Client logo and name. */
  brand: ReactNode;
  /** Header links (user menu entries), shown from 600 px. */
  navigation?: ReactNode;
  /** The same links as a compact menu, shown below 600 px instead. */
  compactNavigation?: ReactNode;
  /** Language menu, light/dark toggle, sign-in button. */
  actions: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/** Public layout (the default): header, main, footer; plain elements and `public-shell.css` (decision 044). */
export function ModernLayout({ brand, navigation, compactNavigation, actions, footer, children }: ModernLayoutProps) {
  return (
    <div className="at-page">
      <SkipLink />
      <header className="at-header">
        <div className="at-container at-toolbar">
          <div className="at-grow">{brand}</div>
          {navigation ? <div className="at-sm-up">{navigation}</div> : null}
          {/* On a narrow screen the header wraps: the actions then keep to the right edge. */}
          <div className="at-row at-actions">
            {actions}
            {compactNavigation ? (
              <div className="at-xs-only" data-testid="compact-navigation">
                {compactNavigation}
              </div>
            ) : null}
          </div>
        </div>
      </header>
      <main id={mainContentId} tabIndex={-1} className="at-main">
        <div className="at-container">{children}</div>
      </main>
      <footer className="at-footer">
        <div className="at-container">{footer}</div>
      </footer>
    </div>
  );
}

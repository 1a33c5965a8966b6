import type { ReactNode } from 'react';
import { mainContentId } from './skip-link.tsx';

/** No chrome: only the page, inside the main landmark. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id={mainContentId} tabIndex={-1} className="at-empty-main">
      {children}
    </main>
  );
}

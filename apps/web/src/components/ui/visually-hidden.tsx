import type { ReactNode } from 'react';

/** Text read by screen readers but not shown (e.g. "opens in a new tab"). */
export function VisuallyHidden({
  children,
  'aria-live': ariaLive,
}: {
  children: ReactNode;
  'aria-live'?: 'polite' | 'assertive';
}) {
  return (
    <span aria-live={ariaLive} className="at-sr-only">
      {children}
    </span>
  );
}

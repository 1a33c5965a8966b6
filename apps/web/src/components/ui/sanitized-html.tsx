import { useLayoutEffect, useRef } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';

type SanitizedHtmlProps = { html: string; 'data-testid'?: string };

/** Renders administrator HTML through the allow-list sanitizer, inserted as DOM nodes. */
export function SanitizedHtml({ html, 'data-testid': testId }: SanitizedHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeHtml(html));
  }, [html]);
  return <div ref={ref} data-testid={testId} className="at-rich" />;
}

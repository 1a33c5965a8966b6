import { useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';

type SanitizedHtmlProps = { html: string; 'data-testid'?: string };

/** Renders administrator HTML through the allow-list sanitizer, inserted as DOM nodes. */
export function SanitizedHtml({ html, 'data-testid': testId }: SanitizedHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeHtml(html));
  }, [html]);
  return (
    <Box
      ref={ref}
      data-testid={testId}
      sx={{
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
      }}
    />
  );
}

import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; subtitle?: string; children?: ReactNode };

/** The page's single h1 and an optional subtitle. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  return (
    <div style={{ marginBottom: 24 }}>
      <h1 className="at-h1">{title}</h1>
      {subtitle ? (
        <p className="at-text at-muted" style={{ marginTop: 8 }}>
          {subtitle}
        </p>
      ) : null}
      {children}
    </div>
  );
}

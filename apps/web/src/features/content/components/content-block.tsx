import { useId } from 'react';
import { Loader } from '@/components/ui/loader.tsx';
import { SanitizedHtml } from '@/components/ui/sanitized-html.tsx';
import { fallbackLangOf, useLanguage } from '@/lib/i18n.ts';
import { useContentBlock } from '../api/get-content.ts';

type ContentBlockProps = {
  /** Look the block up by id… */
  id?: number;
  /** …or by code in the current language (Spanish when missing). */
  code?: string;
  /** Heading level of the block's title: 1 when the block is the page's main content. */
  headingLevel?: 1 | 2;
  /** Title shown when the block has none or is missing. */
  fallbackTitle: string;
  /** Text shown when the block is missing. */
  emptyText?: string;
};

/** Shows administrator HTML (sanitized) with its title (spec §2, content block). */
export function ContentBlock({ id, code, headingLevel = 2, fallbackTitle, emptyText }: ContentBlockProps) {
  const { ididioma } = useLanguage();
  const headingId = useId();
  const { data, isPending, isError } = useContentBlock({ id, code }, ididioma);
  const content = isError ? null : data;
  const isLoading = isPending && !isError;
  const title = content?.titulo.trim() ? content.titulo : fallbackTitle;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // A block missing in this language is shown in Spanish, marked as such.
  const lang = content ? fallbackLangOf(content.ididioma, ididioma) : undefined;

  // No heading while loading, so the page never shows the fallback title and then swaps it.
  return (
    <section
      aria-labelledby={isLoading ? undefined : headingId}
      aria-busy={isLoading}
      lang={lang}
      data-testid="content-block"
    >
      {isLoading ? (
        <Loader />
      ) : (
        <>
          <Heading id={headingId} className={headingLevel === 1 ? 'at-h1' : 'at-h2'} style={{ marginBottom: 16 }}>
            {title}
          </Heading>
          {content ? (
            <SanitizedHtml html={content.contenido} />
          ) : emptyText ? (
            <p className="at-text">{emptyText}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

import sanitizeHtml from 'sanitize-html';

/**
 * Allow-list for the HTML of content blocks (den_denuncia_content.contenido), applied on every
 * save: formatting, headings, lists, tables, links and images only. No script/style/iframe/
 * object/form elements, no event-handler (`on*`) or `style` attributes except `text-align`, and
 * only http(s)/mailto/tel or relative URLs (never `javascript:` or `data:`).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: (
    'h1 h2 h3 h4 h5 h6 p br hr div span blockquote pre code strong b em i u s sub sup mark small ' +
    'ul ol li a img figure figcaption table thead tbody tfoot tr th td caption'
  ).split(' '),
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['style', 'lang', 'dir'],
  },
  allowedStyles: {
    '*': { 'text-align': [/^(left|right|center|justify)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script, style, textarea, option and noscript lose their text too, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => {
      const opensTab = attribs.target === '_blank';
      const rest = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'));
      return {
        tagName,
        attribs: opensTab ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

/** Returns the HTML with everything outside the allow-list removed. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text made safe inside HTML text or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Paragraphs of plain text as content HTML (`<p>` each, escaped, then through the allow-list). */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  return sanitizeContentHtml(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''));
}

/**
 * A small allow-list HTML sanitizer for administrator-authored content blocks.
 * It parses into an inert document and rebuilds a fragment with only the allowed
 * elements and attributes, so the result is inserted as nodes (no HTML string re-parsing).
 */
const allowedTags = new Set([
  'a',
  'abbr',
  'article',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Elements removed together with everything inside them. */
const droppedTags = new Set([
  'base',
  'button',
  'embed',
  'form',
  'frame',
  'frameset',
  'iframe',
  'input',
  'link',
  'math',
  'meta',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'option',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
]);

const globalAttributes = new Set(['title', 'lang', 'dir', 'class']);
const attributesByTag: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'type']),
};

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/** Relative URLs, anchors and the listed schemes only (never javascript:, data:, vbscript:). */
export function isSafeUrl(value: string, schemes: readonly string[]): boolean {
  // Browsers ignore control characters and whitespace inside a scheme, so remove them first.
  const compact = Array.from(value)
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('');
  const match = schemePattern.exec(compact);
  if (!match) {
    return true;
  }
  return schemes.includes((match[1] ?? '').toLowerCase());
}

function copyAttributes(source: Element, target: Element, tag: string): void {
  const allowed = attributesByTag[tag];
  for (const attribute of Array.from(source.attributes)) {
    const name = attribute.name.toLowerCase();
    if (!globalAttributes.has(name) && !allowed?.has(name)) {
      continue;
    }
    if (name === 'href' && !isSafeUrl(attribute.value, ['http', 'https', 'mailto', 'tel'])) {
      continue;
    }
    if (name === 'src' && !isSafeUrl(attribute.value, ['http', 'https'])) {
      continue;
    }
    target.setAttribute(name, attribute.value);
  }
  if (tag === 'a' && target.getAttribute('target') === '_blank') {
    target.setAttribute('rel', 'noopener noreferrer');
  }
  if (tag === 'img' && !target.hasAttribute('alt')) {
    target.setAttribute('alt', '');
  }
}

function copyChildren(source: Node, target: Node, owner: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(owner.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) {
      continue;
    }
    const original = child.tagName.toLowerCase();
    if (droppedTags.has(original)) {
      continue;
    }
    // One h1 per page: the page title. Headings inside content start at h2.
    const tag = original === 'h1' ? 'h2' : original;
    if (!allowedTags.has(tag)) {
      copyChildren(child, target, owner);
      continue;
    }
    const element = owner.createElement(tag);
    copyAttributes(child, element, tag);
    copyChildren(child, element, owner);
    target.appendChild(element);
  }
}

/** Sanitizes `html` into a fragment of the current document. */
export function sanitizeHtml(html: string, owner: Document = document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = owner.createDocumentFragment();
  copyChildren(parsed.body, fragment, owner);
  return fragment;
}

/**
 * A guide's content (rich text: the engine writes a small HTML subset) read into plain blocks the
 * screen renders as React elements. Nothing is ever injected as HTML: only the text of `h2`/`h3`,
 * `p` and `ol`/`ul` > `li` is kept, any other tag (a `script`, an `img` with a handler…) and its
 * attributes are dropped, and the text is shown as text.
 */
export type GuideBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) {
      return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The visible text of an HTML fragment: scripts and styles with their text removed, other tags dropped. */
export function textOfHtml(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const withoutTags = withoutCode.replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

export function guideBlocks(content: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  const pattern = /<(h2|h3|p|ol|ul)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
  for (const match of content.matchAll(pattern)) {
    const tag = (match[1] ?? '').toLowerCase();
    const inner = match[2] ?? '';
    if (tag === 'ol' || tag === 'ul') {
      const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li\s*>/gi)]
        .map((item) => textOfHtml(item[1] ?? ''))
        .filter((text) => text.length > 0);
      if (items.length > 0) {
        blocks.push({ kind: 'list', ordered: tag === 'ol', items });
      }
      continue;
    }
    const text = textOfHtml(inner);
    if (text.length > 0) {
      blocks.push({ kind: tag === 'p' ? 'paragraph' : 'heading', text });
    }
  }
  if (blocks.length === 0) {
    // Plain text: paragraphs separated by blank lines.
    for (const part of content.split(/\n\s*\n/)) {
      const text = textOfHtml(part);
      if (text.length > 0) {
        blocks.push({ kind: 'paragraph', text });
      }
    }
  }
  return blocks;
}

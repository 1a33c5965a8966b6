import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize-html.ts';

function clean(html: string): string {
  const container = document.createElement('div');
  container.append(sanitizeHtml(html));
  return container.innerHTML;
}

describe('sanitizeHtml', () => {
  it('keeps allowed markup', () => {
    expect(clean('<p>Hola <strong>mundo</strong></p><ul><li>uno</li></ul>')).toBe(
      '<p>Hola <strong>mundo</strong></p><ul><li>uno</li></ul>',
    );
  });

  it('drops scripts, styles, iframes and event handlers', () => {
    const html =
      '<p onclick="alert(1)">a</p><script>alert(2)</script><style>p{}</style><iframe src="https://x"></iframe><img src="/a.png" onerror="alert(3)">';
    expect(clean(html)).toBe('<p>a</p><img src="/a.png" alt="">');
  });

  it('removes javascript: and data: URLs, even obfuscated', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<img src="data:image/svg+xml;base64,AAAA" alt="i">')).toBe('<img alt="i">');
    expect(clean('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org">x</a>');
    expect(clean('<a href="/denuncias">x</a>')).toBe('<a href="/denuncias">x</a>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(clean('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('unwraps unknown elements, drops forms and demotes h1 to h2', () => {
    expect(clean('<custom-tag><em>texto</em></custom-tag><form><input name="a"></form><h1>Título</h1>')).toBe(
      '<em>texto</em><h2>Título</h2>',
    );
  });

  it('accepts only the listed schemes', () => {
    expect(isSafeUrl('mailto:a@b.es', ['mailto'])).toBe(true);
    expect(isSafeUrl('vbscript:x', ['http', 'https'])).toBe(false);
    expect(isSafeUrl('#ancla', ['http'])).toBe(true);
  });
});

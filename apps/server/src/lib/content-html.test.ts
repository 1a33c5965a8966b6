import { describe, expect, it } from 'vitest';
import { escapeHtml, paragraphsHtml, sanitizeContentHtml } from './content-html.ts';

describe('sanitizeContentHtml', () => {
  const dangerous: [string, string][] = [
    ['script elements and their text', '<p>a</p><script>alert(1)</script>'],
    ['svg with onload', '<svg onload="alert(1)"><circle /></svg>'],
    ['event handlers on allowed tags', '<p onmouseover="alert(1)">a</p>'],
    ['javascript: with leading space', '<a href=" javascript:alert(1)">a</a>'],
    ['entity-encoded javascript:', '<a href="&#106;avascript:alert(1)">a</a>'],
    ['data: images', '<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
    ['forms and inputs', '<form action="/x"><input name="q"></form>'],
    ['iframes, objects and embeds', '<iframe src="https://x.test"></iframe><object data="x"></object><embed src="x">'],
    ['css beyond text-align', '<p style="background:url(javascript:alert(1))">a</p>'],
    ['protocol-relative URLs', '<img src="//evil.test/x.png">'],
  ];
  for (const [what, html] of dangerous) {
    it(`removes ${what}`, () => {
      expect(sanitizeContentHtml(html)).not.toMatch(
        /script|alert|onload|onmouseover|javascript|data:|<form|<input|<iframe|<object|<embed|url\(|evil/i,
      );
    });
  }

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Título</h2><p style="text-align:justify"><strong>a</strong> <em>b</em> <u>c</u></p><ul><li>d</li></ul><a href="/denuncias">e</a>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });
});

describe('paragraphsHtml', () => {
  it('escapes each paragraph of plain text into its own <p>, so text never becomes markup', () => {
    expect(paragraphsHtml(['Juzgado n.º 3 <script>alert(1)</script>', 'Auto "A" & \'B\''])).toBe(
      '<p>Juzgado n.º 3 &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Auto "A" &amp; \'B\'</p>',
    );
    expect(escapeHtml('<a href="x">\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;');
  });
});

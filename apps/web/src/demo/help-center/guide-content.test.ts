import { describe, expect, it } from 'vitest';
import { guideBlocks, textOfHtml } from './guide-content.ts';

describe('guide content', () => {
  it('reads the engine subset into headings, paragraphs and lists', () => {
    const content =
      '<p>Top up once. This guide &amp; you.</p><h2>Step by step</h2><ol><li>Open Billing.</li><li>Add <b>20</b> dollars.</li></ol><p>Done.</p>';
    expect(guideBlocks(content)).toEqual([
      { kind: 'paragraph', text: 'Top up once. This guide & you.' },
      { kind: 'heading', text: 'Step by step' },
      { kind: 'list', ordered: true, items: ['Open Billing.', 'Add 20 dollars.'] },
      { kind: 'paragraph', text: 'Done.' },
    ]);
  });

  it('keeps only text: scripts, handlers and unknown tags never survive', () => {
    const content =
      '<script>alert(1)</script><p onclick="x()">Safe <img src=x onerror="alert(2)">text<script>bad()</script></p><iframe src="//evil"></iframe><ul><li><a href="javascript:alert(3)">link</a></li></ul>';
    const blocks = guideBlocks(content);
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Safe text' },
      { kind: 'list', ordered: false, items: ['link'] },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/alert|onerror|javascript|bad\(\)/);
  });

  it('falls back to plain-text paragraphs and decodes entities as text', () => {
    expect(guideBlocks('First line.\n\nSecond &lt;b&gt; line.')).toEqual([
      { kind: 'paragraph', text: 'First line.' },
      { kind: 'paragraph', text: 'Second <b> line.' },
    ]);
    expect(textOfHtml('a&#39;b&#x41;&unknown;')).toBe("a'bA&unknown;");
    expect(guideBlocks('')).toEqual([]);
  });
});

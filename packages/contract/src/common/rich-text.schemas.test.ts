import { describe, expect, it } from 'vitest';
import { richTextLength, richTextMarkupMessage, richTextSchema } from './rich-text.schemas.ts';

describe('rich-text length', () => {
  it('counts the text, not the tags, and an entity as one character', () => {
    expect(richTextLength('')).toBe(0);
    expect(richTextLength('<p>Hola</p>')).toBe(4);
    expect(richTextLength('<p>Hola <strong>mundo</strong> &amp; más</p>')).toBe(16);
    expect(richTextLength('<ul><li><p>a&nbsp;b</p></li></ul><p><img src="/x.png" alt=""></p>')).toBe(3);
    expect(richTextLength('<p>&#233;&#xE9;&lt;&gt;</p>')).toBe(4);
    // An ampersand that is not an entity is one character of text.
    expect(richTextLength('<p>R&D</p>')).toBe(3);
    // 15,001 typed characters in one paragraph are 15,001, not the 15,008 of their HTML.
    expect(richTextLength(`<p>${'a'.repeat(15_001)}</p>`)).toBe(15_001);
  });

  it('limits the text and, far above it, the markup', () => {
    const schema = richTextSchema(10, 'Máximo 10 caracteres');
    expect(schema.safeParse(`<p><strong>${'a'.repeat(10)}</strong></p>`).success).toBe(true);
    expect(schema.safeParse(`<p>${'a'.repeat(11)}</p>`).error?.issues[0]?.message).toBe('Máximo 10 caracteres');
    expect(schema.safeParse(`<p>${'<b></b>'.repeat(10)}</p>`).error?.issues[0]?.message).toBe(richTextMarkupMessage);
  });
});

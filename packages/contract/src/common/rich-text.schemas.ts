import { z } from 'zod';

/**
 * Rich-text fields (HTML written in the rich-text editor: notification content, content blocks,
 * the acknowledgement text) are limited by what the person typed, not by the markup around it:
 * the web counter and the server measure the same thing with `richTextLength` (docs/decisions/026).
 */

/** Markup a rich-text field may carry on top of its text: its HTML may be this many times its limit. */
export const richTextMarkupFactor = 4;

export const richTextMarkupMessage = 'El contenido tiene demasiado formato: simplifíquelo';

const tagPattern = /<[^>]*>/g;
const entityPattern = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi;

/**
 * How many characters of text an HTML fragment holds: tags are not counted and an entity
 * (`&amp;`, `&nbsp;`, `&#233;`) counts as the one character it stands for; paragraph and line
 * breaks are not counted. Pure string work, the same in the browser and on the server.
 * @example richTextLength('<p>Hola <strong>mundo</strong> &amp; más</p>') // 16
 */
export function richTextLength(html: string): number {
  return html.replace(tagPattern, '').replace(entityPattern, '_').length;
}

/**
 * A rich-text HTML string of at most `max` characters of text (`message` otherwise), whose HTML is
 * at most `richTextMarkupFactor` times that.
 */
export function richTextSchema(max: number, message: string) {
  return z
    .string()
    .max(max * richTextMarkupFactor, richTextMarkupMessage)
    .refine((html) => richTextLength(html) <= max, message);
}

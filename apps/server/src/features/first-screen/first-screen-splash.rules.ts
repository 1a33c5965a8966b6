import sanitizeHtml from 'sanitize-html';
import { clienteInfoResponseSchema } from '@atalaya/contract/tenants/tenant.schemas';
import { listResponseSchema } from '@atalaya/contract/common/list.schemas';
import { contentSchema } from '@atalaya/contract/resources/content.schemas';
import { firstScreenRequestKey } from '@atalaya/contract/landing/first-screen';
import { escapeHtml, sanitizeContentHtml } from '../../lib/content-html.ts';

/** A content block's HTML without what a hidden copy must not hold: links (focusable) and ids. */
function staticCopy(html: string): string {
  return sanitizeHtml(sanitizeContentHtml(html), {
    allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'a').concat(['img', 'h1', 'h2']),
    allowedAttributes: { img: ['src', 'alt', 'width', 'height'], '*': ['style', 'lang', 'dir'] },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemesByTag: { img: ['http', 'https'] },
  });
}

type Answers = Record<string, unknown>;

/**
 * The splash of spec §9 for a public page, from the answers its HTML carries: the tenant's logo and
 * name and, on a page that opens with a content block, that block's title and text — what the page
 * will show, readable while the scripts load. A visual copy only (`aria-hidden`, `inert`, no
 * links): the app below it is what people and assistive technology use, and the web app removes
 * it 300 ms after the app is stable. Null when the answers lack the client's info.
 */
export function renderSplash(answers: Answers, contentKey: string | undefined): string | null {
  const info = clienteInfoResponseSchema.safeParse(answers[firstScreenRequestKey('GET', '/api/publico/cliente/info')]);
  if (!info.success) {
    return null;
  }
  const { nombre, logo } = info.data.cliente;
  const logoHtml = logo ? `<img class="as-logo" src="${escapeHtml(logo)}" alt="" height="40">` : '';
  const header = `<div class="as-header"><div class="as-bar">${logoHtml}<p class="as-name">${escapeHtml(nombre)}</p></div></div>`;
  const blocks = contentKey ? listResponseSchema(contentSchema).safeParse(answers[contentKey]) : undefined;
  const block = blocks?.success ? blocks.data.data.find((content) => content.visible) : undefined;
  const main = block
    ? `<div class="as-main">${block.titulo.trim() ? `<h1 class="as-title">${escapeHtml(block.titulo)}</h1>` : ''}` +
      `<div class="as-content">${staticCopy(block.contenido)}</div></div>`
    : '';
  return `<div id="atalaya-splash" aria-hidden="true" inert>${header}${main}<!-- /splash --></div>`;
}

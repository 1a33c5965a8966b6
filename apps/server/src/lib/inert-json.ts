/**
 * A `<script type="application/json">` element carrying `value`: data, never run, so the page's
 * CSP (`script-src 'self'`) holds. `<`, `>`, `&` and the two JavaScript line separators are
 * escaped, so no text inside (a content block's HTML, a name) can close the element.
 */
export function inertJsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

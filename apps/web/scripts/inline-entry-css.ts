import type { Plugin } from 'vite';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">\s*/g;

/**
 * Writes the entry's stylesheet into index.html as a `<style>` (decision 047). A stylesheet link
 * blocks the first paint until it arrives; inlined, the server-written splash paints as soon as the
 * HTML is parsed, while the scripts still load. The file stays in the build for anything that asks
 * for it by name; the CSP admits inline styles (the splash's are inline already).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'atalaya-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) {
          return html;
        }
        return html.replace(stylesheetLink, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') {
            return link;
          }
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (/<\/style/i.test(css)) {
            throw new Error(`${fileName} cannot be inlined: it holds "</style"`);
          }
          return `<style data-entry-css="${fileName}">${css}</style>\n`;
        });
      },
    },
  };
}

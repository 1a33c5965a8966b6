import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@atalaya/contract/errors/error-codes';
import { firstScreenElementId } from '@atalaya/contract/landing/first-screen';
import type { FirstScreen } from '@atalaya/contract/landing/first-screen';
import { messages } from '../lib/errors.ts';
import { inertJsonScript } from '../lib/inert-json.ts';
import { isApiPath } from './security.ts';

/** `<repo>/apps/web/dist`, resolved from this file (apps/server/src/plugins). */
export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const notBuiltMessage = 'La aplicación web no está compilada (ejecute npm run build); la API sí está disponible.';

function notFound(reply: FastifyReply, message: string) {
  const body: ErrorResponse = { success: false, code: 'NOT_FOUND', message };
  return reply.status(404).type('application/json; charset=utf-8').send(body);
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Long cache for Vite's content-hashed files under /assets, revalidation for everything else —
 * including the deployment's settings file `assets/config/config.json` (spec §7), edited in place —
 * and `Vary: Accept-Encoding`: the same URL may go as its .br or .gz copy (preCompressed). Set in
 * onSend because @fastify/static skips `setHeaders` when it sends a precompressed copy.
 */
function staticHeaders(url: string) {
  const pathname = url.split('?')[0] ?? '';
  const hashed = pathname.startsWith('/assets/') && !pathname.startsWith('/assets/config/');
  return { 'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache', vary: 'accept-encoding' };
}

/** `/demo` and everything under it: spec 001's sample areas and their worker script. */
export function isDemoPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/demo' || pathname.startsWith('/demo/');
}

/** The deployment's settings file, with `demoAreas: false` added when DEMO_AREAS=false (the web app then has no /demo route). */
async function sendConfigWithoutDemo(reply: FastifyReply, root: string) {
  let settings: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(
      await fs.promises.readFile(path.join(root, 'assets/config/config.json'), 'utf8'),
    );
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      settings = parsed as Record<string, unknown>;
    }
  } catch {
    // No settings file (or a broken one): the flag alone.
  }
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send({ ...settings, demoAreas: false });
}

/** Builds what a public page's HTML carries (decision 033); given by the app, which owns the feature. */
export type WebAppOptions = {
  firstScreen?: {
    build(hostname: string, pathname: string): Promise<{ screen: FirstScreen; splash: string | null } | null>;
  };
};

/** index.html's splash (spec §9), replaced by the tenant's when the page carries one. */
const splashPattern = /<div id="atalaya-splash"[^>]*>[\s\S]*?<!-- \/splash -->\s*<\/div>/;

/**
 * index.html as on disk: kept in memory and read again only when its file changed (a deployment
 * replaces it under a running server), so a page view costs one `stat` instead of a read.
 */
function shellReader(root: string): () => Promise<string> {
  const file = path.join(root, 'index.html');
  let kept: { mtimeMs: number; size: number; ino: number; html: string } | undefined;
  return async () => {
    const stat = await fs.promises.stat(file);
    if (kept && kept.mtimeMs === stat.mtimeMs && kept.size === stat.size && kept.ino === stat.ino) {
      return kept.html;
    }
    const html = await fs.promises.readFile(file, 'utf8');
    kept = { mtimeMs: stat.mtimeMs, size: stat.size, ino: stat.ino, html };
    return html;
  };
}

/**
 * The app shell for a client-side route: with the page's first screen written in when there is
 * one (then `no-store`: it holds a session of its own), else as built (`no-cache`).
 */
async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  readShell: () => Promise<string>,
  options: WebAppOptions,
) {
  const html = await readShell();
  const pathname = request.url.split('?')[0] ?? '/';
  const canCarry = request.method === 'GET' && html.includes('</head>');
  const carried = canCarry ? await options.firstScreen?.build(request.hostname, pathname) : null;
  const screen = carried?.screen;
  let body = screen ? html.replace('</head>', `${inertJsonScript(firstScreenElementId, screen)}</head>`) : html;
  const splash = carried?.splash;
  if (splash) {
    body = body.replace(splashPattern, () => splash);
  }
  return reply
    .status(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', screen ? 'no-store' : 'no-cache')
    .send(body);
}

/**
 * Serves the built web app (`config.webDistDir`, default apps/web/dist) on the same origin as the
 * API. Unknown paths: `/api/*` → 404 JSON; a GET/HEAD that accepts HTML → index.html (client-side
 * routes); anything else → 404 JSON. Without a build (tests), the API still works and non-API
 * paths answer a 404 JSON saying the web app is not built.
 */
async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const root = app.config.webDistDir ?? defaultWebDistDir;
  const built = fs.existsSync(path.join(root, 'index.html'));
  const readShell = shellReader(root);
  const demoAreas = app.config.demoAreas;

  if (built) {
    await app.register(async (scope) => {
      // The API's unknown paths never touch the file system.
      scope.addHook('onRequest', async (request, reply) => {
        if (isApiPath(request.url)) {
          return reply.callNotFound();
        }
        // DEMO_AREAS=false: no demo page, chunk of its own or worker script is served.
        if (!demoAreas && isDemoPath(request.url)) {
          return notFound(reply, messages.notFound);
        }
      });
      scope.addHook('onSend', async (request, reply) => {
        // A shell that carries a session keeps its `no-store`.
        if (reply.statusCode < 400 && reply.getHeader('cache-control') !== 'no-store') {
          reply.headers(staticHeaders(request.url));
        }
      });
      if (!demoAreas) {
        scope.route({
          method: ['GET', 'HEAD'],
          url: '/assets/config/config.json',
          handler: (_request, reply) => sendConfigWithoutDemo(reply, root),
        });
      }
      // `/` is a client-side route like the others: its shell may carry the first screen.
      scope.route({
        method: ['GET', 'HEAD'],
        url: '/',
        handler: (request, reply) => sendShell(request, reply, readShell, options),
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: true,
        index: false,
        dotfiles: 'ignore',
        cacheControl: false,
        etag: true,
        lastModified: true,
        // dist/ holds .br and .gz copies written at build time (apps/web/scripts/precompress.mjs).
        preCompressed: true,
      });
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) {
      return notFound(reply, messages.notFound);
    }
    if (!built) {
      return notFound(reply, notBuiltMessage);
    }
    if (!demoAreas && isDemoPath(request.url)) {
      return notFound(reply, messages.notFound);
    }
    if (wantsHtml(request)) {
      // Client-side route: the app shell, never cached so a new deployment is picked up.
      return sendShell(request, reply, readShell, options);
    }
    return notFound(reply, messages.notFound);
  });
}

export const webApp = fp(webAppPlugin, { name: 'web-app' });

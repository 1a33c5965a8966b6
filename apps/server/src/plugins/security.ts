import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the web app and the API. Scripts only from our origin (no inline
 * script, no eval); inline styles are allowed because MUI/emotion inject <style> elements.
 * `form-action` also names the tenant's identity provider on its HTML pages (`formTargets`): the
 * citizen sign-in posts the SAMLRequest there.
 */
export const cspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** Renders directives as a header value: `default-src 'self'; img-src 'self' data:`. */
export function renderCsp(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/** True for API paths (`/api` and below), by URL path only (no query string). */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Security headers on every answer (helmet): the CSP above, `Referrer-Policy: no-referrer` (a
 * reporter's page address never leaks to other sites), nosniff, no framing, and HSTS only when the
 * public URL is https. API answers also get `Cache-Control: no-store` unless a route chose
 * otherwise (the tenant logo), so no report data stays in a shared or browser cache.
 */
export type SecurityOptions = {
  /** Origins a page of this hostname may post forms to besides itself (the tenant's IdP). */
  formTargets?: (hostname: string) => Promise<readonly string[]>;
};

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const https = app.config.publicUrl?.startsWith('https:') ?? false;
  const directives: Record<string, readonly string[]> = https
    ? { ...cspDirectives, 'upgrade-insecure-requests': [] }
    : { ...cspDirectives };
  // Built once: @fastify/helmet builds helmet's middleware again on every request, which cost
  // ~2 % of the server's time in the filing burst of issue 14 (decision 061). The headers are the
  // same: helmet's own, set on the raw answer before the route runs.
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(directives).map(([name, values]) => [name, [...values]])),
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    // The document a citizen signs in from posts to the IdP: its page (the shell, and the copy of
    // index.html the service worker keeps) allows that one origin more in `form-action`.
    const type = reply.getHeader('content-type');
    if (options.formTargets && typeof type === 'string' && type.startsWith('text/html')) {
      const targets = await options.formTargets(request.hostname);
      if (targets.length > 0) {
        reply.header(
          'content-security-policy',
          renderCsp({ ...directives, 'form-action': [...(directives['form-action'] ?? ["'self'"]), ...targets] }),
        );
      }
    }
  });
}

export const security = fp(securityPlugin, { name: 'security' });

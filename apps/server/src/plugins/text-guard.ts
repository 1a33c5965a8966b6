import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError, messages } from '../lib/errors.ts';

export const nulMessage = 'El texto contiene un carácter no admitido (NUL)';

export const depthMessage = 'El contenido tiene demasiados niveles anidados';

/** No request of the contract nests deeper than a few levels; far deeper is refused unread. */
export const maxJsonDepth = 32;

type Problem = { path: string; message: string };

/**
 * The first problem of a parsed JSON value (or query or params): a string holding a NUL character
 * (in a key or a value), or nesting deeper than `maxJsonDepth`. Walks with its own stack, so a body
 * nested 100,000 deep is answered 400, not a stack overflow.
 */
function problemOf(root: unknown, rootPath: string): Problem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        return { path, message: nulMessage };
      }
      continue;
    }
    // Parsed JSON and query strings only (the query parser's objects have their own prototype):
    // never a stream or a buffer.
    const isContainer = typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !('pipe' in value);
    if (!isContainer) {
      continue;
    }
    if (depth >= maxJsonDepth) {
      return { path, message: depthMessage };
    }
    const entries = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    for (const [key, item] of entries.reverse()) {
      const itemPath = `${path}.${key}`;
      if (typeof key === 'string' && key.includes('\u0000')) {
        return { path: itemPath, message: nulMessage };
      }
      stack.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses (400, before validation and before any query) a NUL character anywhere in a JSON body,
 * the query string or the path parameters, and JSON nested deeper than any request of the contract
 * (zod would overflow the stack on it: 500). NUL: PostgreSQL cannot store it in text (it answered 500)
 * and SQLite would store a string that ends early in C code. Both dialects answer the same.
 * Streams (uploads, the PDF a verification hashes) are not parsed objects and pass untouched.
 */
async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // The API only: public files (`/denuncias/recursos/…`) answer odd names with their default.
    if (!request.routeOptions.url?.startsWith('/api')) {
      return;
    }
    const problem =
      problemOf(request.params, 'params') ?? problemOf(request.query, 'querystring') ?? problemOf(request.body, 'body');
    if (problem !== undefined) {
      throw new AppError('VALIDATION_FAILED', messages.validation, { errors: [problem] });
    }
  });
}

export const textGuard = fp(textGuardPlugin, { name: 'text-guard' });

import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError, messages } from '../lib/errors.ts';

export const nulMessage = 'El texto contiene un carácter no admitido (NUL)';

/** The path of the first string holding a NUL character in a parsed JSON value, if any. */
function nulPathOf(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? path : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPathOf(item, `${path}.${index}`);
      if (found !== undefined) {
        return found;
      }
    }
    return undefined;
  }
  // Parsed JSON and query strings only (the query parser's objects have their own prototype):
  // never a stream or a buffer.
  const isRecord = typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !('pipe' in value);
  if (isRecord) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPathOf(key, `${path}.${key}`) ?? nulPathOf(item, `${path}.${key}`);
      if (found !== undefined) {
        return found;
      }
    }
  }
  return undefined;
}

/**
 * Refuses (400, before validation and before any query) a NUL character anywhere in a JSON body,
 * the query string or the path parameters: PostgreSQL cannot store it in text (it answered 500)
 * and SQLite would store a string that ends early in C code. Both dialects answer the same.
 * Streams (uploads, the PDF a verification hashes) are not parsed objects and pass untouched.
 */
async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // The API only: public files (`/denuncias/recursos/…`) answer odd names with their default.
    if (!request.routeOptions.url?.startsWith('/api')) {
      return;
    }
    const path =
      nulPathOf(request.params, 'params') ?? nulPathOf(request.query, 'querystring') ?? nulPathOf(request.body, 'body');
    if (path !== undefined) {
      throw new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path, message: nulMessage }] });
    }
  });
}

export const textGuard = fp(textGuardPlugin, { name: 'text-guard' });

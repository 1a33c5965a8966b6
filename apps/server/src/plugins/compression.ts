import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { AppError } from '../lib/errors.ts';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const compressThresholdBytes = 1024;

/** Above this an answer is compressed on zlib's thread pool; below it, at once on this thread. */
const inlineLimitBytes = 64 * 1024;

/** Catalogued (lib/messages/validation-messages.ts). */
export const encodedBodyMessage = 'Codificación de contenido no admitida';

const brotliOptions: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const gzipOptions: zlib.ZlibOptions = { level: 6 };
const brotliLater = promisify(zlib.brotliCompress);
const gzipLater = promisify(zlib.gzip);

const compressible = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/** The encoding to answer in: brotli, else gzip, when `Accept-Encoding` admits it (q > 0, or `*`). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) {
    return null;
  }
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  function admits(name: Encoding): boolean {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  }
  return admits('br') ? 'br' : admits('gzip') ? 'gzip' : null;
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) {
    reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
  }
}

async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= inlineLimitBytes) {
    return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body, gzipOptions);
  }
  return encoding === 'br' ? brotliLater(body, brotliOptions) : gzipLater(body, gzipOptions);
}

/**
 * Compresses text answers above 1 KiB (JSON, the HTML shell) for clients that accept it: brotli
 * at a cheap level for dynamic answers, else gzip, with `Vary: Accept-Encoding`. The web app's
 * hashed files are compressed at build time instead and go as they are, already encoded
 * (decision 028). Small answers — nearly all of a reporter's — are compressed in one call on
 * this thread, large ones on zlib's pool; no stream pipeline per answer (decision 067).
 * Request bodies are never decompressed: a compressed upload would sidestep the body limits, so
 * one is refused (415). Bearer tokens travel in headers, never cookies, so a cross-site page
 * cannot make a browser send authenticated requests whose compressed size would leak a secret
 * (BREACH).
 */
async function compressionPlugin(app: FastifyInstance) {
  app.addHook('preParsing', async (request: FastifyRequest, _reply, payload) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', encodedBodyMessage);
    }
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      return payload;
    }
    const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    const type = reply.getHeader('content-type');
    if (
      length < compressThresholdBytes ||
      reply.hasHeader('content-encoding') ||
      reply.statusCode === 204 ||
      reply.statusCode === 304 ||
      !compressible.test(typeof type === 'string' ? type : 'application/json')
    ) {
      return payload;
    }
    varyOnEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === null) {
      return payload;
    }
    const compressed = await compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

export const compression = fp(compressionPlugin, { name: 'compression' });

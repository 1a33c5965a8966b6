import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const compressThresholdBytes = 1024;

/**
 * Compresses answers above 1 KiB for clients that accept it (brotli at a cheap level for dynamic
 * answers, else gzip), with `Vary: Accept-Encoding`; the web app's hashed files are compressed at
 * build time instead and sent by the web-app plugin as they are (decision 028). Request bodies are
 * never decompressed: a compressed upload would sidestep the body limits, so one is refused (415).
 * Bearer tokens travel in headers, never cookies, so a cross-site page cannot make a browser send
 * authenticated requests whose compressed size would leak a secret (BREACH).
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressThresholdBytes,
    encodings: ['br', 'gzip'],
    requestEncodings: ['identity'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export const compression = fp(compressionPlugin, { name: 'compression' });

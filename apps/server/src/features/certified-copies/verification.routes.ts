import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  verificationMatchResponseSchema,
  verificationParamsSchema,
  verificationPolicy,
  verificationResponseSchema,
  type ProofVerification,
  type Verification,
} from '@atalaya/contract/complaints/document-seal.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { AppError } from '../../lib/errors.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { findVerificationByCode } from '../../domain/document/verification.repository.ts';
import { confirmSignedProof } from '../../domain/proof/signed-proof.service.ts';
import { formatBytes } from '../../domain/document/upload-limits.rules.ts';

export const verificationMessages = {
  rateLimited: 'Ha hecho demasiadas comprobaciones seguidas. Vuelva a intentarlo más tarde.',
  unknown: 'No existe ninguna copia emitida con ese código de verificación',
  pdfRequired: 'Envíe la copia en PDF como cuerpo de la petición (Content-Type: application/pdf)',
  empty: 'La copia enviada está vacía',
  tooLarge: `La copia supera el tamaño máximo admitido (${formatBytes(verificationPolicy.maxCopyBytes)})`,
} as const;

function isReadable(value: unknown): value is Readable {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value && 'pipe' in value;
}

/**
 * SHA-256 of a request body streamed straight into the hash (never buffered whole), refused at
 * `maxBytes`: first by its declared length, then while it streams.
 */
async function hashBody(request: FastifyRequest, maxBytes: number): Promise<string> {
  const body: unknown = request.body;
  if (!isReadable(body)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', verificationMessages.pdfRequired);
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', verificationMessages.tooLarge);
  }
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > maxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', verificationMessages.tooLarge);
    }
    hash.update(bytes);
  }
  if (size === 0) {
    throw new AppError('VALIDATION_FAILED', verificationMessages.empty);
  }
  return hash.digest('hex');
}

/**
 * Public verification of stamped and certified copies (no token, `auth: 'none'`), registered
 * under `/api`: `GET /publico/verificacion/{codigo}` and `POST /publico/verificacion/{codigo}`
 * with the PDF as the raw body. Each source address may make `verificationPolicy.requestsPerSource`
 * requests per window (counted in the shared store as an HMAC, never logged). Answers never name the complaint or the
 * document: only the type, date, hashes and the issuing tenant.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted in the shared counter store (decision 025): the limit holds across server processes.
  const limiter = new RateLimiter(
    app.counters,
    'verificacion-origen',
    verificationPolicy.requestsPerSource,
    verificationPolicy.windowMs,
  );

  // Only in this plugin: the PDF stays a stream, hashed as it arrives.
  app.addContentTypeParser('application/pdf', (_request, payload, done) => {
    done(null, payload);
  });

  async function throttle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const turn = await limiter.tryTake(request.ip);
    if (!turn.ok) {
      reply.header('retry-after', String(turn.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', verificationMessages.rateLimited);
    }
  }

  async function lookUp(codigo: string): Promise<Verification> {
    const row = await findVerificationByCode(app.db, codigo);
    if (!row) {
      throw new AppError('NOT_FOUND', verificationMessages.unknown);
    }
    return {
      tipo: row.tipo,
      fec_emision: row.fec_emision,
      sha256_original: row.sha256_original,
      sha256_copia: row.sha256_copia,
      cliente: row.nombre,
    };
  }

  /** GET also confirms signed proofs (filing proofs, libro-registro exports; decision 054). */
  async function lookUpAny(codigo: string): Promise<Verification | ProofVerification> {
    const proof = await confirmSignedProof(app, codigo);
    return proof ?? lookUp(codigo);
  }

  const tags = ['verificacion'];
  const errors = { '4xx': errorResponseSchema };

  app.get(
    '/publico/verificacion/:codigo',
    {
      config: { auth: 'none' },
      onRequest: throttle,
      schema: {
        tags,
        summary:
          'What was issued under a verification code (type, date, hashes, issuing organisation): a copy or a signed proof',
        params: verificationParamsSchema,
        response: { 200: verificationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await lookUpAny(request.params.codigo) };
    },
  );

  app.post(
    '/publico/verificacion/:codigo',
    {
      config: { auth: 'none' },
      onRequest: throttle,
      schema: {
        tags,
        summary: 'Whether a PDF (raw body, application/pdf) is byte for byte the copy issued under a code',
        consumes: ['application/pdf'],
        params: verificationParamsSchema,
        response: { 200: verificationMatchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The code is checked before a byte of the body is read.
      const issued = await lookUp(request.params.codigo);
      const sha256 = await hashBody(request, verificationPolicy.maxCopyBytes);
      return { success: true as const, data: { coincide: sha256 === issued.sha256_copia } };
    },
  );
};

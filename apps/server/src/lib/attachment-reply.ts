import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './file-inspection.ts';

/**
 * Sends a file as an attachment: never cached, never sniffed, never run as a page (sandboxed CSP),
 * its name in both Content-Disposition forms. A stamped copy also names its verification code.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { bytes: Buffer; fileName: string; mime: string; codigo?: string | null },
): FastifyReply {
  if (file.codigo) {
    reply.header('x-codigo-verificacion', file.codigo);
  }
  return reply
    .header('content-type', file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}

import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { DocumentPages } from '@atalaya/contract/complaints/redaction.schemas';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import { readDocumentBytes } from '../../domain/document/document-content.service.ts';
import { getRedactableDocument } from './document-redaction.service.ts';
import { readPages, renderPreview } from './document-render.service.ts';

/*
 * What a handler draws regions on (decision 065): a document's pages and each page as a picture.
 * Both read the document's content, so both are audited as reads of it: the page list like the
 * document's metadata (`leer_documentos`), a page's picture like a download (`descargar_documento`),
 * with the case, the document and the page; a refusal with the case and the error code.
 */

type DocumentTarget = { iddenuncia: number; iddocumento: number };

/** The document's current content, for one of the case's handlers (404 otherwise), if it can be redacted. */
async function openDocument(app: FastifyInstance, claims: TokenClaims, target: DocumentTarget) {
  const complaint = await getHandledCase(app, claims, target.iddenuncia);
  const key = { idcliente: claims.idcliente, iddenuncia: complaint.iddenuncia };
  const doc = await getRedactableDocument(app, key, target.iddocumento, 'params');
  const bytes = await readDocumentBytes(app, await app.tenantKeys.keyFor(claims.idcliente), doc);
  return { doc, bytes };
}

/**
 * `GET …/documentos/{iddocumento}/paginas` (the case's handlers): a PDF's pages in points, an
 * image's one page in pixels. 404 for a case not theirs or a document not of the case, 400
 * `notRedactable`, `unreadable`. Audited `leer_documentos`.
 */
export async function listDocumentPages(
  app: FastifyInstance,
  claims: TokenClaims,
  target: DocumentTarget,
): Promise<DocumentPages> {
  return auditedCase(
    app,
    claims,
    'leer_documentos',
    target.iddenuncia,
    async () => {
      const { doc, bytes } = await openDocument(app, claims, target);
      return { iddocumento: doc.iddocumento, ...(await readPages(bytes, doc.tipo_mime)) };
    },
    (pages) => `iddocumento=${pages.iddocumento} paginas=${pages.paginas.length}`,
  );
}

/**
 * `GET …/documentos/{iddocumento}/paginas/{pagina}` (the case's handlers): the page as a PNG up to
 * 1600 px wide, to draw regions on; 404 also for a page past the end (`noPage`). Audited
 * `descargar_documento`.
 */
export async function renderDocumentPage(
  app: FastifyInstance,
  claims: TokenClaims,
  target: DocumentTarget & { pagina: number },
): Promise<Buffer> {
  return auditedCase(
    app,
    claims,
    'descargar_documento',
    target.iddenuncia,
    async () => {
      const { doc, bytes } = await openDocument(app, claims, target);
      return renderPreview(bytes, doc.tipo_mime, target.pagina);
    },
    () => `iddocumento=${target.iddocumento} pagina=${target.pagina}`,
  );
}

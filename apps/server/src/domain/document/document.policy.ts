import { z } from 'zod';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { DocumentLinks } from './document.repository.ts';

/**
 * Who may do what with a document. Every rule runs on a row already scoped to the caller's tenant;
 * whatever a rule refuses answers 404, exactly like a missing id, so nobody learns that a document
 * exists. Pure functions: the facts are loaded by the service.
 */

/** The caller as the rules see it: the token, and for an Informante the id of its own complaint. */
export type DocumentCaller = { claims: TokenClaims; complaintId: number | null };

export type DocumentFacts = {
  sid_subida: string | null;
  iddenuncia: number | null;
  links: DocumentLinks;
};

const informanteParametersSchema = z.object({ guid: z.string().min(1).max(100) });

/** The complaint guid an Informante token is bound to (claim `parametros`), or null. */
export function complaintGuidOf(claims: TokenClaims): string | null {
  if (claims.tipoacceso !== 'Informante') {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(claims.parametros);
  } catch {
    return null;
  }
  const result = informanteParametersSchema.safeParse(parsed);
  return result.success ? result.data.guid : null;
}

/** Administrators' uploads are the case handler's ('gestor'); everybody else's are the reporter side's. */
export function uploadOriginOf(claims: TokenClaims): 'gestor' | 'informante' {
  return claims.tipoacceso === 'Privado' ? 'gestor' : 'informante';
}

/** Part of a complaint in any way: its id set, listed in den_denuncia_docs, or sent in a notification. */
export function isAttached(doc: DocumentFacts): boolean {
  return doc.iddenuncia !== null || doc.links.complaintIds.length > 0 || doc.links.notificationComplaintIds.length > 0;
}

function isOwnPendingUpload(caller: DocumentCaller, doc: DocumentFacts): boolean {
  return doc.sid_subida !== null && doc.sid_subida === caller.claims.sid && !isAttached(doc);
}

/**
 * Reading (metadata or bytes): an administrator reads any document of its tenant; an Informante the
 * documents of its own complaint (listed in den_denuncia_docs or sent in one of its notifications);
 * a visitor or citizen only its own uploads not yet attached to a complaint (same session).
 */
export function canReadDocument(caller: DocumentCaller, doc: DocumentFacts): boolean {
  switch (caller.claims.tipoacceso) {
    case 'Privado':
      return true;
    case 'Informante': {
      const own = caller.complaintId;
      return own !== null && (doc.links.complaintIds.includes(own) || doc.links.notificationComplaintIds.includes(own));
    }
    case 'Publico':
    case 'Ciudadano':
      return isOwnPendingUpload(caller, doc);
  }
}

/**
 * Deleting: the uploader's own pending upload (same session) or, for an administrator, any pending
 * upload. A document that is part of a complaint is never deleted ('attached', 409) — said only to
 * callers who may see it; everybody else gets 'hidden' (404).
 */
export function deleteDecisionFor(caller: DocumentCaller, doc: DocumentFacts): 'delete' | 'attached' | 'hidden' {
  const isUploader = doc.sid_subida !== null && doc.sid_subida === caller.claims.sid;
  if (!canReadDocument(caller, doc) && !isUploader) {
    return 'hidden';
  }
  if (isAttached(doc)) {
    return 'attached';
  }
  return caller.claims.tipoacceso === 'Privado' || isUploader ? 'delete' : 'hidden';
}

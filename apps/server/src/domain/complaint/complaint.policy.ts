import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { chatRoles } from '@atalaya/contract/complaints/chat.schemas';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { Database } from '../../db/schema.ts';
import { AppError, messages } from '../../lib/errors.ts';
import type { CaseViewer } from './case-access.policy.ts';
import { findComplaintByGuid, findComplaintById, type ComplaintRow } from './complaint.repository.ts';

/** What every refused change of a resolved case answers (501). */
export const resolvedCaseMessage = 'La denuncia está resuelta y no admite cambios';

/** `parametros` of an Informante token: the complaint it was issued for. */
const reporterParametersSchema = z.object({ guid: z.uuid() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The complaint an Informante token is bound to; 403 for any other token. */
export function reporterGuidOf(claims: TokenClaims): string {
  const parsed = reporterParametersSchema.safeParse(parseJson(claims.parametros));
  if (claims.tipoacceso !== 'Informante' || !parsed.success) {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  return parsed.data.guid;
}

/**
 * Whether the caller may reach a complaint already found in its tenant: an administrator any of
 * them (which ones, by role and assignment, is checked when it is found: `viewerOf`), an Informante
 * only the one its token is bound to, nobody else.
 */
export function canReachComplaint(claims: TokenClaims, complaint: { guid: string }): boolean {
  if (claims.tipoacceso === 'Privado') {
    return true;
  }
  if (claims.tipoacceso === 'Informante') {
    return reporterGuidOf(claims) === complaint.guid;
  }
  return false;
}

/** The chat role of the caller (spec §6): 0 administrador, 1 informante; set by the server, never by the body. */
export function chatRoleOf(claims: TokenClaims): 0 | 1 {
  if (claims.tipoacceso === 'Privado') {
    return chatRoles.administrador;
  }
  if (claims.tipoacceso === 'Informante') {
    return chatRoles.informante;
  }
  throw new AppError('FORBIDDEN', messages.forbidden);
}

/**
 * The administrator whose view of the cases a lookup is limited to (case-access.policy); undefined
 * for anybody else (an Informante's reach is its own complaint, checked by `canReachComplaint`).
 */
export function viewerOf(claims: TokenClaims): CaseViewer | undefined {
  return claims.tipoacceso === 'Privado' ? { idcliente: claims.idcliente, sid: claims.sid } : undefined;
}

/** What every refused complaint lookup answers: missing, of another tenant or not the caller's look the same. */
export function complaintNotFound(): AppError {
  return new AppError('NOT_FOUND', messages.notFound);
}

/**
 * A complaint of the caller's tenant the caller may reach (by guid or id), else 404: an Informante
 * asking for any complaint but its own gets the same answer as for a missing one.
 */
export async function getReachableComplaint(
  db: Kysely<Database>,
  claims: TokenClaims,
  by: { guid: string } | { iddenuncia: number },
): Promise<ComplaintRow> {
  if ('guid' in by && claims.tipoacceso === 'Informante' && by.guid !== reporterGuidOf(claims)) {
    throw complaintNotFound();
  }
  const viewer = viewerOf(claims);
  const complaint =
    'guid' in by
      ? await findComplaintByGuid(db, claims.idcliente, by.guid, viewer)
      : await findComplaintById(db, claims.idcliente, by.iddenuncia, viewer);
  if (!complaint || !canReachComplaint(claims, complaint)) {
    throw complaintNotFound();
  }
  return complaint;
}

/** Whether a complaint is resolved (status 1, spec §4): no more messages, notification changes or additions. */
export function isResolved(complaint: { idestadodenuncia: number }): boolean {
  return complaint.idestadodenuncia === resolvedStatusId;
}

/** Case handling is for administrators only (the routes say so too). */
function assertHandler(claims: TokenClaims): void {
  if (claims.tipoacceso !== 'Privado') {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
}

/**
 * One of the caller's tenant's cases that the caller may see (case-access.policy), else 404:
 * another tenant's, or one not assigned to a gestor, looks missing.
 */
export async function getHandledCase(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
): Promise<ComplaintRow> {
  assertHandler(claims);
  const complaint = await findComplaintById(app.db, claims.idcliente, iddenuncia, viewerOf(claims));
  if (!complaint) {
    throw complaintNotFound();
  }
  return complaint;
}

/** One of a tenant's cases by id, else 404. */
export async function getTenantCase(
  app: FastifyInstance,
  idcliente: number,
  iddenuncia: number,
): Promise<ComplaintRow> {
  const complaint = await findComplaintById(app.db, idcliente, iddenuncia);
  if (!complaint) {
    throw complaintNotFound();
  }
  return complaint;
}

import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { AuditAction, AuditResult } from '@atalaya/contract/complaints/case-detail.schemas';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { findChatMessage } from './chat.repository.ts';
import { findComplaintByGuid, findComplaintById } from './complaint.repository.ts';
import { findNotification } from './notification.repository.ts';

/** What an audited call asked for, as the caller named it (a case, a guid, a notification, a message or all of them). */
export type AuditTarget =
  | { iddenuncia: number }
  | { guid: string }
  | { idnotificacion: number }
  | { idmensaje: number }
  | { todas: true }
  | { desconocido: true };

/**
 * What a successful call reports: the case it touched (left out: the case the target names) and
 * a short machine-made detail (left out: the case id, or the target when there is no case).
 */
export type AuditOutcome = { iddenuncia?: number | null; detalle?: string };

/** Machine-made text naming the target: ids only, never content. */
function targetDetail(target: AuditTarget): string {
  if ('iddenuncia' in target) {
    return `iddenuncia=${target.iddenuncia}`;
  }
  if ('guid' in target) {
    return `guid=${target.guid.slice(0, 36)}`;
  }
  if ('idnotificacion' in target) {
    return `idnotificacion=${target.idnotificacion}`;
  }
  if ('idmensaje' in target) {
    return `idmensaje=${target.idmensaje}`;
  }
  return 'todas' in target ? 'todas' : '';
}

/** The id of the tenant's case the target names, or null when there is none (missing, another tenant's). */
async function caseIdOf(app: FastifyInstance, idcliente: number, target: AuditTarget): Promise<number | null> {
  if ('iddenuncia' in target) {
    return (await findComplaintById(app.db, idcliente, target.iddenuncia))?.iddenuncia ?? null;
  }
  if ('guid' in target) {
    return (await findComplaintByGuid(app.db, idcliente, target.guid))?.iddenuncia ?? null;
  }
  if ('idnotificacion' in target) {
    return (await findNotification(app.db, idcliente, target.idnotificacion))?.iddenuncia ?? null;
  }
  if ('idmensaje' in target) {
    const message = await findChatMessage(app.db, idcliente, target.idmensaje);
    return message === undefined
      ? null
      : ((await findComplaintByGuid(app.db, idcliente, message.guid))?.iddenuncia ?? null);
  }
  return null;
}

/** 'denegado' for the refusals the API answers on purpose (4xx, the 501 resolved lock); 'error' otherwise. */
function resultOf(error: unknown): { resultado: AuditResult; code: string } {
  if (error instanceof AppError && (error.statusCode < 500 || error.code === 'BUSINESS_RULE')) {
    return { resultado: 'denegado', code: error.code };
  }
  return { resultado: 'error', code: 'INTERNAL' };
}

/**
 * Runs an administrator's read or write of a case and appends its audit row: 'ok' with the
 * outcome's case and detail, or 'denegado'/'error' with the requested target and the error code
 * (the case id only when it exists in the caller's tenant). Reporters' calls are not audited.
 * A success whose row cannot be written fails (nothing is answered unaudited); a refusal keeps
 * its own answer.
 */
export async function audited<T>(
  app: FastifyInstance,
  claims: TokenClaims,
  accion: AuditAction,
  target: AuditTarget,
  run: () => Promise<T>,
  outcome: (result: T) => AuditOutcome,
): Promise<T> {
  if (claims.tipoacceso !== 'Privado') {
    return run();
  }
  const { idcliente } = claims;
  let result: T;
  try {
    result = await run();
  } catch (error) {
    const { resultado, code } = resultOf(error);
    const detalle = [targetDetail(target), code].filter((part) => part !== '').join(' ');
    try {
      const iddenuncia = await caseIdOf(app, idcliente, target);
      await recordAudit(app.db, claims, { idcliente, iddenuncia, accion, resultado, detalle });
    } catch {
      app.log.error({ accion }, 'audit row of a refused call could not be written');
    }
    throw error;
  }
  const done = outcome(result);
  const iddenuncia = done.iddenuncia === undefined ? await caseIdOf(app, idcliente, target) : done.iddenuncia;
  await recordAudit(app.db, claims, {
    idcliente,
    iddenuncia,
    accion,
    resultado: 'ok',
    detalle: done.detalle ?? (iddenuncia === null ? targetDetail(target) : `iddenuncia=${iddenuncia}`),
  });
  return result;
}

/**
 * `audited` for a call on one case named by its id: the target, and the case its 'ok' row names,
 * with `detalle` of the result when given (else `iddenuncia=<id>`).
 */
export function auditedCase<T>(
  app: FastifyInstance,
  claims: TokenClaims,
  accion: AuditAction,
  iddenuncia: number,
  run: () => Promise<T>,
  detalle?: (result: T) => string,
): Promise<T> {
  return audited(app, claims, accion, { iddenuncia }, run, (result) =>
    detalle === undefined ? { iddenuncia } : { iddenuncia, detalle: detalle(result) },
  );
}

import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { AuditAction } from '@atalaya/contract/complaints/case-detail.schemas';
import type { CaseAccess } from '@atalaya/contract/people/case-access.schemas';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { findSessionUserId } from '../../domain/complaint/chat.repository.ts';
import { getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import { AppError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import {
  deleteAssignment,
  deleteExclusion,
  findCaseAccess,
  findTenantPerson,
  insertAssignment,
  isExcluded,
  lockCase,
  upsertExclusion,
} from './case-access.repository.ts';

/** The refusals of this screen (409), in the catalogue's five languages (lib/messages/case-access-messages.ts). */
export const caseAccessMessages = {
  notAssignable: 'Solo se puede asignar un caso a un gestor activo de la entidad',
  excluded: 'Esta persona está excluida del caso por conflicto de intereses y no se le puede asignar',
  responsableNotExcludable: 'Un Responsable ve todos los casos y no se le puede excluir de uno: cambie antes su rol',
  notOfTenant: 'La persona indicada no pertenece a la entidad',
} as const;

/** One change of a case's access, as the routes name it. */
type Target = { iddenuncia: number; idusuario: number };

/** `GET /api/denuncias/den_denuncias/{id}/acceso`: the case's access panel (404 for a case not of the tenant). */
export async function getCaseAccess(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
): Promise<CaseAccess> {
  const complaint = await getHandledCase(app, claims, iddenuncia);
  return findCaseAccess(app.db, claims.idcliente, complaint.iddenuncia);
}

/**
 * Runs one change in a transaction that holds the case's row (PostgreSQL), audited under `accion`
 * with ids only (`idusuario=<id>`, never the reason), and answers the panel after it.
 */
async function changeAccess(
  app: FastifyInstance,
  claims: TokenClaims,
  accion: AuditAction,
  target: Target,
  change: (trx: FastifyInstance['db'], actor: number | null) => Promise<string>,
): Promise<CaseAccess> {
  return auditedCase(
    app,
    claims,
    accion,
    target.iddenuncia,
    async () => {
      const complaint = await getHandledCase(app, claims, target.iddenuncia);
      const actor = await findSessionUserId(app.db, claims.idcliente, claims.sid);
      const detalle = await app.db.transaction().execute(async (trx) => {
        await lockCase(trx, app.dialect, claims.idcliente, complaint.iddenuncia);
        return change(trx, actor);
      });
      return { detalle, access: await findCaseAccess(app.db, claims.idcliente, complaint.iddenuncia) };
    },
    (result) => result.detalle,
  ).then((result) => result.access);
}

/**
 * `PUT …/{id}/asignaciones/{idusuario}`: assigns an active gestor of the tenant who is not
 * excluded from the case (409 otherwise); assigning somebody already assigned changes nothing.
 */
export async function assignCase(app: FastifyInstance, claims: TokenClaims, target: Target): Promise<CaseAccess> {
  const { idcliente } = claims;
  return changeAccess(app, claims, 'asignar_caso', target, async (trx, actor) => {
    const person = await findTenantPerson(trx, idcliente, target.idusuario);
    if (!person || person.rol !== 'gestor' || person.activo !== 1) {
      throw new AppError('CONFLICT', caseAccessMessages.notAssignable);
    }
    if (await isExcluded(trx, idcliente, target.iddenuncia, target.idusuario)) {
      throw new AppError('CONFLICT', caseAccessMessages.excluded);
    }
    const added = await insertAssignment(trx, {
      idcliente,
      iddenuncia: target.iddenuncia,
      idusuario: target.idusuario,
      idusuario_alta: actor,
      fec_alta: nowIso(),
    });
    return `idusuario=${target.idusuario}${added ? '' : ' ya_asignado'}`;
  });
}

/** `DELETE …/{id}/asignaciones/{idusuario}`: unassigns (nothing to undo is not an error). */
export async function unassignCase(app: FastifyInstance, claims: TokenClaims, target: Target): Promise<CaseAccess> {
  return changeAccess(app, claims, 'desasignar_caso', target, async (trx) => {
    const removed = await deleteAssignment(trx, claims.idcliente, target.iddenuncia, target.idusuario);
    return `idusuario=${target.idusuario}${removed ? '' : ' no_asignado'}`;
  });
}

/**
 * `PUT …/{id}/exclusiones/{idusuario}` with the reason: excludes a gestor or an auditor of the
 * tenant (active or not) from the case and removes their assignment in the same transaction, so
 * they lose access on their next call. A Responsable sees every case by role and is refused (409).
 */
export async function excludeFromCase(
  app: FastifyInstance,
  claims: TokenClaims,
  target: Target & { motivo: string },
): Promise<CaseAccess> {
  const { idcliente } = claims;
  return changeAccess(app, claims, 'excluir_persona', target, async (trx, actor) => {
    const person = await findTenantPerson(trx, idcliente, target.idusuario);
    if (!person) {
      throw new AppError('CONFLICT', caseAccessMessages.notOfTenant);
    }
    if (person.rol === 'responsable') {
      throw new AppError('CONFLICT', caseAccessMessages.responsableNotExcludable);
    }
    await upsertExclusion(trx, {
      idcliente,
      iddenuncia: target.iddenuncia,
      idusuario: target.idusuario,
      motivo: target.motivo,
      idusuario_alta: actor,
      fec_alta: nowIso(),
    });
    const unassigned = await deleteAssignment(trx, idcliente, target.iddenuncia, target.idusuario);
    return `idusuario=${target.idusuario}${unassigned ? ' desasignado' : ''}`;
  });
}

/** `DELETE …/{id}/exclusiones/{idusuario}`: lifts the exclusion (they may be assigned again; nothing is reassigned). */
export async function readmitToCase(app: FastifyInstance, claims: TokenClaims, target: Target): Promise<CaseAccess> {
  return changeAccess(app, claims, 'readmitir_persona', target, async (trx) => {
    const removed = await deleteExclusion(trx, claims.idcliente, target.iddenuncia, target.idusuario);
    return `idusuario=${target.idusuario}${removed ? '' : ' no_excluido'}`;
  });
}

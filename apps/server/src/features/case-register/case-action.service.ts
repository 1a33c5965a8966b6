import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  caseActionMessages,
  type CaseAction,
  type CaseActionBody,
} from '@atalaya/contract/complaints/case-register.schemas';
import { dayIn } from '@atalaya/contract/common/time-zone';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { findSessionUserId } from '../../domain/complaint/chat.repository.ts';
import { getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { tenantTimeZone } from '../../lib/tenant-time-zone.ts';
import { nowIso } from '../../lib/time.ts';
import { findCaseActions, insertCaseAction, type CaseActionRow } from './case-register.repository.ts';

/** A log line as its readers see it: the description opened with the tenant's key. */
export function presentCaseAction(key: Buffer, row: CaseActionRow): CaseAction {
  return {
    idactuacion: row.idactuacion,
    iddenuncia: row.iddenuncia,
    clase: row.clase,
    fecha: row.fecha,
    descripcion: decryptText(key, row.descripcion, sealedColumn.caseAction(row.iddenuncia)),
    fec_alta: row.fec_alta,
  };
}

/** `GET /api/denuncias/den_denuncias/{id}/actuaciones`: the case's log (audited as `leer_actuaciones`). */
export async function listCaseActions(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
): Promise<CaseAction[]> {
  return auditedCase(app, claims, 'leer_actuaciones', iddenuncia, async () => {
    const complaint = await getHandledCase(app, claims, iddenuncia);
    const rows = await findCaseActions(app.db, claims.idcliente, complaint.iddenuncia);
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    return rows.map((row) => presentCaseAction(key, row));
  });
}

/**
 * `POST /api/denuncias/den_denuncias/{id}/actuaciones`: one more action taken or measure adopted
 * (issue 17 §5), on a day not after today in the tenant's zone; a resolved case takes them too
 * (measures often follow the resolution). Audited as `registrar_actuacion` with ids only.
 */
export async function addCaseAction(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
  input: CaseActionBody,
): Promise<CaseAction> {
  const { idcliente } = claims;
  return auditedCase(
    app,
    claims,
    'registrar_actuacion',
    iddenuncia,
    async () => {
      const complaint = await getHandledCase(app, claims, iddenuncia);
      if (input.fecha > dayIn(new Date(), await tenantTimeZone(app.db, idcliente))) {
        throw new AppError('VALIDATION_FAILED', messages.validation, {
          errors: [{ path: 'body.fecha', message: caseActionMessages.futureDate }],
        });
      }
      const key = await app.tenantKeys.keyFor(idcliente);
      const row = await insertCaseAction(app.db, {
        idcliente,
        iddenuncia: complaint.iddenuncia,
        clase: input.clase,
        fecha: input.fecha,
        descripcion: encryptText(key, input.descripcion, sealedColumn.caseAction(complaint.iddenuncia)),
        idusuario: await findSessionUserId(app.db, idcliente, claims.sid),
        fec_alta: nowIso(),
      });
      return presentCaseAction(key, row);
    },
    (result) => `idactuacion=${result.idactuacion} clase=${result.clase}`,
  );
}

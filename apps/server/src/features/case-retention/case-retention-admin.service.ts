import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  purgeWarningDays,
  retentionDefaults,
  retentionMessages,
  type CaseRetention,
  type ImmediatePurgeBody,
  type LegalHoldBody,
  type RetentionSettings,
} from '@atalaya/contract/complaints/case-retention.schemas';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import { recordAudit } from '../../lib/audit.ts';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { purgeCase } from './case-purge.service.ts';
import {
  findCaseRetention,
  findRetentionSettings,
  setLegalHold,
  updateRetentionSettings,
  type RetentionRow,
} from './case-retention.repository.ts';
import { addDays, purgeDue, registerRemovalAt } from './case-retention.rules.ts';

/** The sealed hold reason's associated data, bound to the case (decision 010). */
function holdContext(guid: string): string {
  return `den_denuncias.retencion_bloqueo_motivo:${guid}`;
}

async function settingsOf(app: FastifyInstance, idcliente: number): Promise<RetentionSettings> {
  return (await findRetentionSettings(app.db, idcliente)) ?? { ...retentionDefaults };
}

/** `GET /api/admin/cliente/retencion`. */
export function getRetentionSettings(app: FastifyInstance, claims: TokenClaims): Promise<RetentionSettings> {
  return settingsOf(app, claims.idcliente);
}

/** `PUT /api/admin/cliente/retencion`: stored, and recorded in the organisation's trail (numbers only). */
export async function changeRetentionSettings(
  app: FastifyInstance,
  claims: TokenClaims,
  settings: RetentionSettings,
): Promise<RetentionSettings> {
  await updateRetentionSettings(app.db, claims.idcliente, settings);
  await recordAudit(app.db, claims, {
    idcliente: claims.idcliente,
    iddenuncia: null,
    accion: 'cambiar_configuracion',
    resultado: 'ok',
    detalle: `retencion=${settings.meses_sin_investigacion}/${settings.meses_tras_cierre}/${settings.anios_registro}`,
  });
  return settingsOf(app, claims.idcliente);
}

function present(
  key: Buffer,
  guid: string,
  row: RetentionRow,
  settings: RetentionSettings,
  now: string,
): CaseRetention {
  const due = purgeDue(row, settings);
  let prevista: string | null = null;
  if (due !== null) {
    const warned = row.fec_aviso_purga !== null && row.fec_aviso_purga >= addDays(due.fecha, -purgeWarningDays);
    const earliest = addDays(warned && row.fec_aviso_purga !== null ? row.fec_aviso_purga : now, purgeWarningDays);
    prevista = due.fecha > earliest ? due.fecha : earliest;
  }
  return {
    iddenuncia: row.iddenuncia,
    estado: row.fec_purga !== null ? 'purgada' : row.fec_retencion_bloqueo !== null ? 'bloqueada' : 'activa',
    causa:
      row.fec_purga !== null
        ? row.fec_veraz_no_acreditada !== null
          ? 'veraz_no_acreditada'
          : null
        : (due?.causa ?? null),
    fec_purga_prevista: prevista,
    fec_aviso_purga: row.fec_aviso_purga,
    fec_purga: row.fec_purga,
    fec_veraz_no_acreditada: row.fec_veraz_no_acreditada,
    fec_baja_registro: registerRemovalAt(row, settings.anios_registro),
    bloqueo:
      row.fec_retencion_bloqueo === null || row.retencion_bloqueo_motivo === null
        ? null
        : {
            motivo: decryptText(key, row.retencion_bloqueo_motivo, holdContext(guid)),
            desde: row.fec_retencion_bloqueo,
          },
  };
}

async function stateOf(app: FastifyInstance, idcliente: number, complaint: { iddenuncia: number; guid: string }) {
  const row = await findCaseRetention(app.db, idcliente, complaint.iddenuncia);
  if (row === undefined) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const key = await app.tenantKeys.keyFor(idcliente);
  return present(key, complaint.guid, row, await settingsOf(app, idcliente), new Date().toISOString());
}

/** `GET …/{id}/retencion`: the case's retention state (a read of case metadata, not audited). */
export async function getCaseRetention(app: FastifyInstance, claims: TokenClaims, iddenuncia: number) {
  const complaint = await getHandledCase(app, claims, iddenuncia);
  return stateOf(app, claims.idcliente, complaint);
}

function purgedConflict(): AppError {
  return new AppError('CONFLICT', retentionMessages.purged);
}

/** `PUT …/{id}/retencion/bloqueo`: puts (or keeps, with a new reason) the case on legal hold. Audited `bloquear_retencion`. */
export function holdCase(app: FastifyInstance, claims: TokenClaims, iddenuncia: number, body: LegalHoldBody) {
  return auditedCase(app, claims, 'bloquear_retencion', iddenuncia, async () => {
    const complaint = await getHandledCase(app, claims, iddenuncia);
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    const current = await findCaseRetention(app.db, claims.idcliente, iddenuncia);
    const hold = {
      motivo: encryptText(key, body.motivo, holdContext(complaint.guid)),
      desde: current?.fec_retencion_bloqueo ?? new Date().toISOString(),
    };
    if (!(await setLegalHold(app.db, claims.idcliente, iddenuncia, hold))) {
      throw purgedConflict();
    }
    return stateOf(app, claims.idcliente, complaint);
  });
}

/** `DELETE …/{id}/retencion/bloqueo`: lifts the hold; the purge, if due, is announced again first. Audited `desbloquear_retencion`. */
export function releaseCase(app: FastifyInstance, claims: TokenClaims, iddenuncia: number) {
  return auditedCase(app, claims, 'desbloquear_retencion', iddenuncia, async () => {
    const complaint = await getHandledCase(app, claims, iddenuncia);
    if (!(await setLegalHold(app.db, claims.idcliente, iddenuncia, null))) {
      throw purgedConflict();
    }
    return stateOf(app, claims.idcliente, complaint);
  });
}

/**
 * `POST …/{id}/retencion/purga`: the Responsable marks the case "información veraz no acreditada"
 * (art 32.3) and its personal data are purged at once; `confirmacion` must be the case reference.
 * A held or purged case is 409. Audited `purgar_caso` with the cause only.
 */
export function purgeNow(app: FastifyInstance, claims: TokenClaims, iddenuncia: number, body: ImmediatePurgeBody) {
  return auditedCase(
    app,
    claims,
    'purgar_caso',
    iddenuncia,
    async () => {
      const complaint = await getHandledCase(app, claims, iddenuncia);
      if (body.confirmacion !== complaint.referencia) {
        throw new AppError('VALIDATION_FAILED', messages.validation, {
          errors: [{ path: 'body.confirmacion', message: retentionMessages.confirmation }],
        });
      }
      const row = await findCaseRetention(app.db, claims.idcliente, iddenuncia);
      if (row?.fec_purga != null) {
        throw purgedConflict();
      }
      if (row?.fec_retencion_bloqueo != null) {
        throw new AppError('CONFLICT', retentionMessages.onHold);
      }
      await purgeCase(app, claims.idcliente, iddenuncia, { at: new Date().toISOString(), verazNoAcreditada: true });
      return stateOf(app, claims.idcliente, complaint);
    },
    () => 'causa=veraz_no_acreditada',
  );
}

import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { MeetingRecord } from '@atalaya/contract/complaints/meeting-record.schemas';
import {
  meetingMessages,
  type MeetingProposalBody,
  type MeetingRequestBody,
} from '@atalaya/contract/complaints/meeting-request.schemas';
import { languageOf } from '../../domain/complaint/channel-settings.rules.ts';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import {
  getHandledCase,
  getReachableComplaint,
  isResolved,
  reporterGuidOf,
  resolvedCaseMessage,
} from '../../domain/complaint/complaint.policy.ts';
import { findComplaintById } from '../../domain/complaint/complaint.repository.ts';
import { alertHandlers } from '../../domain/complaint/handler-alerts.service.ts';
import { meetingRecordOf } from '../../domain/complaint/meeting-record.service.ts';
import { insertNotification } from '../../domain/complaint/notification.repository.ts';
import { noticeReporter } from '../../domain/complaint/reporter-notice.service.ts';
import { recordAudit } from '../../lib/audit.ts';
import { encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { tenantTimeZone } from '../../lib/tenant-time-zone.ts';
import { nowIso } from '../../lib/time.ts';
import { saveMeetingProposal, saveMeetingRequest } from './meeting-request.repository.ts';
import { meetingProposalNotice } from './meeting-request.rules.ts';

/*
 * A meeting the reporter asks for (issue 17 §2, art 7.2 Ley 2/2023), in person or by video call,
 * from the follow-up; the case's handlers must propose a date within 7 days (the deadline alerts
 * cover it), which reaches the reporter as a notification in their language.
 */

type Result = { success: true; message: string; data: MeetingRecord };

/** The current local date and time in `timeZone`, `YYYY-MM-DDTHH:mm`. */
function localNow(timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function recordOf(app: FastifyInstance, idcliente: number, iddenuncia: number): Promise<MeetingRecord> {
  const row = await findComplaintById(app.db, idcliente, iddenuncia);
  const record = row ? meetingRecordOf(await app.tenantKeys.keyFor(idcliente), row) : null;
  if (!record) {
    throw new Error('meeting record missing after its write');
  }
  return record;
}

/**
 * `PUT …/informante/reunion` (the reporter): asks for a meeting, or changes how while no date is
 * proposed (the 7 days run from the first request). 400 once a date is proposed; 501 once resolved.
 * The handlers are told on the bell and by mail; audited as `solicitar_reunion` (the mode only).
 */
export async function requestMeeting(
  app: FastifyInstance,
  claims: TokenClaims,
  body: MeetingRequestBody,
): Promise<Result> {
  const complaint = await getReachableComplaint(app.db, claims, { guid: reporterGuidOf(claims) });
  if (isResolved(complaint)) {
    throw new AppError('BUSINESS_RULE', resolvedCaseMessage);
  }
  const key = { idcliente: claims.idcliente, iddenuncia: complaint.iddenuncia };
  const tenantKey = await app.tenantKeys.keyFor(claims.idcliente);
  const disponibilidad = body.disponibilidad ? body.disponibilidad : null;
  const saved = await saveMeetingRequest(app.db, key, {
    reunion_modalidad: body.modalidad,
    reunion_disponibilidad:
      disponibilidad === null
        ? null
        : encryptText(tenantKey, disponibilidad, sealedColumn.meeting('reunion_disponibilidad', complaint.guid)),
    now: nowIso(),
  });
  if (!saved) {
    throw new AppError('VALIDATION_FAILED', meetingMessages.alreadyProposed);
  }
  await recordAudit(app.db, claims, { ...key, accion: 'solicitar_reunion', resultado: 'ok', detalle: body.modalidad });
  if (complaint.fec_reunion_solicitada === null) {
    await alertHandlers(app, { ...key, kind: 'reunion_solicitada', referencia: complaint.referencia });
  }
  return {
    success: true,
    message: meetingMessages.requested,
    data: await recordOf(app, key.idcliente, key.iddenuncia),
  };
}

/**
 * `PUT /api/denuncias/den_denuncias/{id}/reunion` (the case's handlers): proposes a date (after
 * now in the tenant's zone) and a place or link for the meeting the reporter asked for; it reaches
 * them as a notification in their language (and the content-free notice when they left an
 * address). A later proposal replaces it. Audited as `proponer_reunion` with ids only.
 */
export async function proposeMeeting(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
  body: MeetingProposalBody,
): Promise<Result> {
  const { idcliente } = claims;
  return auditedCase(app, claims, 'proponer_reunion', iddenuncia, async () => {
    const complaint = await getHandledCase(app, claims, iddenuncia);
    if (complaint.fec_reunion_solicitada === null) {
      throw new AppError('VALIDATION_FAILED', meetingMessages.notRequested);
    }
    if (isResolved(complaint)) {
      throw new AppError('BUSINESS_RULE', resolvedCaseMessage);
    }
    if (body.fecha <= localNow(await tenantTimeZone(app.db, idcliente))) {
      throw new AppError('VALIDATION_FAILED', messages.validation, {
        errors: [{ path: 'body.fecha', message: meetingMessages.pastDate }],
      });
    }
    const key = await app.tenantKeys.keyFor(idcliente);
    const now = nowIso();
    const proposal = { fecha: body.fecha, lugar: body.lugar };
    await saveMeetingProposal(
      app.db,
      { idcliente, iddenuncia },
      {
        reunion_propuesta: encryptText(
          key,
          JSON.stringify(proposal),
          sealedColumn.meeting('reunion_propuesta', complaint.guid),
        ),
        fec_reunion_propuesta: now,
      },
    );
    const notice = meetingProposalNotice(languageOf(complaint.ididioma), proposal);
    await insertNotification(app.db, {
      idcliente,
      iddenuncia,
      descripcion: encryptText(key, notice.descripcion, sealedColumn.notificationTitle(iddenuncia)),
      contenido: encryptText(key, notice.contenido, sealedColumn.notificationContent(iddenuncia)),
      ididioma: complaint.ididioma,
      iddocumento: null,
      fec_alta: now,
    });
    await noticeReporter(app, { idcliente, iddenuncia, guid: complaint.guid });
    return {
      success: true as const,
      message: meetingMessages.proposed,
      data: await recordOf(app, idcliente, iddenuncia),
    };
  });
}

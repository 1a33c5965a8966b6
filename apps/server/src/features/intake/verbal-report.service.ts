import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { dayIn, timeZoneOf } from '@atalaya/contract/common/time-zone';
import {
  verbalReportMessages,
  type VerbalReportBody,
  type VerbalReportResponse,
} from '@atalaya/contract/complaints/verbal-report.schemas';
import type { UserRole } from '../../db/schema.ts';
import { findSessionUserId } from '../../domain/complaint/chat.repository.ts';
import { getReachableComplaint, reporterGuidOf } from '../../domain/complaint/complaint.policy.ts';
import { findFilableType, readFilingChecks } from '../../domain/complaint/complaint.repository.ts';
import { alertHandlers } from '../../domain/complaint/handler-alerts.service.ts';
import { recordAudit } from '../../lib/audit.ts';
import { encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { filingMessages, writeComplaint } from './filing.service.ts';
import { agreeWithTranscript, assignRegisteringHandler } from './verbal-report.repository.ts';

/*
 * Verbal communications (issue 17 §2, art 7.2 Ley 2/2023): a handler registers what a person
 * reported by phone, in a meeting or by video call, with its transcript; the person gets a
 * receipt code exactly as an online filing does, reads the transcript in the follow-up and states
 * there that they agree with it (or corrects it through the chat).
 */

type VerbalInput = VerbalReportBody['den_denuncias'];

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path, message }] });
}

/** The same day one year earlier (29 February → 28 February). */
function yearBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const earlier = new Date(Date.UTC(year - 1, month - 1, date));
  if (earlier.getUTCMonth() !== month - 1) {
    earlier.setUTCDate(0);
  }
  return earlier.toISOString().slice(0, 10);
}

/**
 * `POST /api/denuncias/den_denuncias/verbal` (case handlers): files the communication as the
 * tenant's (`canal` verbal, its transcript sealed like the answers; the type's form is not asked:
 * the transcript is what was said), acknowledged and proved like an online filing, the signed
 * proof's hash covering how, when and what was said. A gestor who registers it is assigned to it.
 * Audited as `registrar_comunicacion_verbal` (its medium only). Answers the receipt once.
 */
export async function registerVerbalReport(
  app: FastifyInstance,
  claims: TokenClaims,
  role: UserRole,
  input: VerbalInput,
): Promise<VerbalReportResponse> {
  const { idcliente, sid } = claims;
  const type = await findFilableType(app.db, idcliente, input.idtipodenuncia);
  if (!type) {
    throw invalid('body.den_denuncias.idtipodenuncia', filingMessages.typeUnavailable);
  }
  const checks = await readFilingChecks(app.db, {
    idcliente,
    since: isoAfterSeconds(-3600),
    sid,
    documentIds: [],
    reserveId: app.dialect === 'postgres',
  });
  const today = dayIn(new Date(), timeZoneOf(checks.parametros));
  if (input.fecha > today) {
    throw invalid('body.den_denuncias.fecha', verbalReportMessages.futureDate);
  }
  if (input.fecha < yearBefore(today)) {
    throw invalid('body.den_denuncias.fecha', verbalReportMessages.tooOld);
  }
  const written = await writeComplaint(app, {
    idcliente,
    sid,
    type,
    parameters: checks.parametros,
    initialStatusId: checks.initialStatusId,
    reservedId: checks.reservedId,
    tenant: { name: checks.tenantName, firstHostname: checks.firstHostname },
    ididioma: input.ididioma,
    anonima: input.anonima,
    answers: {},
    contact: !input.anonima && input.contact ? input.contact : null,
    idtercero: null,
    correoAvisos: undefined,
    documentIds: [],
    documentsPath: 'body.den_denuncias.documentos',
    proofContent: { medio: input.medio, fecha: input.fecha, transcripcion: input.transcripcion },
    extra: (key, guid) => ({
      canal: 'verbal',
      verbal_medio: input.medio,
      verbal_fecha: input.fecha,
      transcripcion: encryptText(key, input.transcripcion, sealedColumn.complaintTranscript(guid)),
    }),
  });
  if (role === 'gestor') {
    const idusuario = await findSessionUserId(app.db, idcliente, sid);
    if (idusuario !== null) {
      await assignRegisteringHandler(app.db, {
        idcliente,
        iddenuncia: written.iddenuncia,
        idusuario,
        fec_alta: written.fec_alta,
      });
    }
  }
  await recordAudit(app.db, claims, {
    idcliente,
    iddenuncia: written.iddenuncia,
    accion: 'registrar_comunicacion_verbal',
    resultado: 'ok',
    detalle: input.medio,
  });
  return {
    success: true,
    message: verbalReportMessages.registered,
    iddenuncia: written.iddenuncia,
    referencia: written.referencia,
    guid: written.guid,
    receipt: written.receipt,
    fec_alta: written.fec_alta,
    ...(written.verificacion ? { verificacion: written.verificacion } : {}),
  };
}

/**
 * `POST /api/denuncias/den_denuncias/transcripcion/conformidad` (the reporter): states once that
 * they agree with the transcript of their verbal communication (art 7.2); the handlers are told
 * on the bell and the step is audited. 400 when the communication has no transcript.
 */
export async function agreeToTranscript(
  app: FastifyInstance,
  claims: TokenClaims,
): Promise<{ success: true; message: string; fec_conforme: string }> {
  const complaint = await getReachableComplaint(app.db, claims, { guid: reporterGuidOf(claims) });
  const key = { idcliente: claims.idcliente, iddenuncia: complaint.iddenuncia };
  const first = complaint.fec_transcripcion_conforme === null;
  const fecConforme = await agreeWithTranscript(app.db, key, nowIso());
  if (fecConforme === undefined) {
    throw new AppError('VALIDATION_FAILED', verbalReportMessages.notVerbal);
  }
  if (first) {
    await recordAudit(app.db, claims, { ...key, accion: 'conformidad_transcripcion', resultado: 'ok' });
    await alertHandlers(app, { ...key, kind: 'conformidad_transcripcion', referencia: complaint.referencia });
  }
  return { success: true, message: verbalReportMessages.agreed, fec_conforme: fecConforme };
}

import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { answerErrorsByField, answersSchemaFor } from '@atalaya/contract/complaints/answers';
import { fallbackInitialStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import {
  normalizeReceipt,
  type FileComplaintBody,
  type FileComplaintResponse,
} from '@atalaya/contract/complaints/complaint.schemas';
import { formFieldSchema, type FormField } from '@atalaya/contract/complaints/form.schemas';
import { timeZoneOf, yearIn } from '@atalaya/contract/common/time-zone';
import { encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { generateReceipt, hashReceipt } from '../../lib/receipt.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { acknowledgementFor, channelSettingsOf, languageOf } from '../../domain/complaint/channel-settings.rules.ts';
import {
  attachUploads,
  countAttachableUploads,
  countComplaintsSince,
  findFilableType,
  findInitialStatusId,
  findTenantParameters,
  insertComplaint,
  setAcknowledged,
} from '../../domain/complaint/complaint.repository.ts';
import { nextCaseReference } from '../../domain/complaint/case-reference.repository.ts';
import { alertHandlers, alertTenantAnomaly } from '../../domain/complaint/handler-alerts.service.ts';
import { insertNotification } from '../../domain/complaint/notification.repository.ts';

export const filingMessages = {
  typeUnavailable: 'El tipo de comunicación no existe o no está disponible',
  invalidDocument: 'Documento no válido',
  tooManyComplaints: 'Se ha alcanzado el número máximo de comunicaciones por hora. Inténtelo más tarde.',
} as const;

type FilingInput = FileComplaintBody['den_denuncias'];

const formFieldsSchema = z.array(formFieldSchema);

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path, message }] });
}

/** The same answer for every reason a document cannot be attached (missing, another session's or tenant's, already attached). */
export function invalidDocument(path: string): AppError {
  return invalid(path, filingMessages.invalidDocument);
}

/** Validates the answers against the form: one error per field, at `body.den_denuncias.answers.<id>`. */
function validAnswers(fields: readonly FormField[], answers: unknown): Record<string, unknown> {
  const parsed = answersSchemaFor(fields).safeParse(answers);
  if (!parsed.success) {
    const errors = Object.entries(answerErrorsByField(parsed.error)).map(([id, message]) => ({
      path: `body.den_denuncias.answers.${id}`,
      message,
    }));
    throw new AppError('VALIDATION_FAILED', messages.validation, { errors });
  }
  // Unanswered optional fields are left out of what is stored.
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
}

/** Document ids named by the body and by the answers of `adjunto` fields, each once. */
function documentIdsOf(input: FilingInput, fields: readonly FormField[], answers: Record<string, unknown>): number[] {
  const ids = new Set<number>(input.documentos);
  for (const field of fields) {
    const value = answers[field.id];
    if (field.tipo === 'adjunto' && Array.isArray(value)) {
      for (const id of value) {
        if (typeof id === 'number') {
          ids.add(id);
        }
      }
    }
  }
  return [...ids];
}

/**
 * `POST /api/denuncias/den_denuncias/`: files a complaint of the caller's tenant. In one
 * transaction: the complaint (answers and contact encrypted, the receipt only as its keyed hash),
 * its documents attached and its acknowledgement notification. The receipt is answered once and
 * kept nowhere. Then the tenant's administrators get a header-bell alert.
 */
export async function fileComplaint(
  app: FastifyInstance,
  claims: TokenClaims,
  input: FilingInput,
): Promise<FileComplaintResponse> {
  const { idcliente, sid } = claims;
  const type = await findFilableType(app.db, idcliente, input.idtipodenuncia);
  if (!type) {
    throw invalid('body.den_denuncias.idtipodenuncia', filingMessages.typeUnavailable);
  }
  const fields = formFieldsSchema.parse(JSON.parse(type.campos));
  const answers = validAnswers(fields, input.answers);

  const parameters = await findTenantParameters(app.db, idcliente);
  const settings = channelSettingsOf(parameters);
  const lastHour = await countComplaintsSince(app.db, idcliente, isoAfterSeconds(-3600));
  if (lastHour >= settings.max_denuncias_hora) {
    // The tenant-wide ceiling, a last resort behind the per-source limits: its handlers are told.
    await alertTenantAnomaly(app, idcliente, 'comunicaciones');
    throw new AppError('RATE_LIMITED', filingMessages.tooManyComplaints);
  }
  const documentIds = documentIdsOf(input, fields, answers);
  if ((await countAttachableUploads(app.db, { idcliente, sid }, documentIds)) !== documentIds.length) {
    throw invalidDocument('body.den_denuncias.documentos');
  }

  const receipt = generateReceipt();
  const receiptHash = hashReceipt(normalizeReceipt(receipt), app.secrets.receiptPepper);
  const key = await app.tenantKeys.keyFor(idcliente);
  const guid = crypto.randomUUID();
  const now = nowIso();
  const lang = languageOf(input.ididioma);
  const timeZone = timeZoneOf(parameters);
  const acknowledgement = acknowledgementFor(settings, lang, now, timeZone);
  const contact = !input.anonima && input.contact ? input.contact : null;

  const iddenuncia = await app.db.transaction().execute(async (trx) => {
    const id = await insertComplaint(trx, {
      guid,
      idcliente,
      idtipodenuncia: type.idtipodenuncia,
      idformulario: type.idformulario,
      version_formulario: type.version,
      idestadodenuncia: (await findInitialStatusId(trx, idcliente)) ?? fallbackInitialStatusId,
      fec_alta: now,
      fec_acuse: null,
      fec_resolucion: null,
      resolucion: null,
      anonima: input.anonima ? 1 : 0,
      respuestas: encryptText(key, JSON.stringify(answers), sealedColumn.complaintAnswers(guid)),
      contacto: contact ? encryptText(key, JSON.stringify(contact), sealedColumn.complaintContact(guid)) : null,
      ididioma: input.ididioma,
      receipt_hash: receiptHash,
      idtercero: claims.tipoacceso === 'Ciudadano' ? claims.idtercero : null,
      // The case's one human reference, numbered within the tenant and the filing's year (decision 027).
      referencia: await nextCaseReference(trx, idcliente, yearIn(now, timeZone)),
    });
    // Re-checked by the update itself: an upload attached meanwhile by a concurrent filing fails here.
    if (!(await attachUploads(trx, { idcliente, iddenuncia: id, sid, now }, documentIds))) {
      throw invalidDocument('body.den_denuncias.documentos');
    }
    await insertNotification(trx, {
      idcliente,
      iddenuncia: id,
      descripcion: encryptText(key, acknowledgement.descripcion, sealedColumn.notificationTitle(id)),
      contenido: encryptText(key, acknowledgement.contenido, sealedColumn.notificationContent(id)),
      ididioma: input.ididioma,
      iddocumento: null,
      fec_alta: now,
    });
    await setAcknowledged(trx, idcliente, id, now);
    return id;
  });
  await alertHandlers(app, { idcliente, iddenuncia, kind: 'nueva_comunicacion' });
  return { success: true, guid, receipt, fec_alta: now };
}

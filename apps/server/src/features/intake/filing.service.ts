import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { ComplaintTable } from '../../db/schema.ts';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { answerErrorsByField, answersSchemaFor } from '@atalaya/contract/complaints/answers';
import { fallbackInitialStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import {
  normalizeReceipt,
  type ReporterContact,
  type FileComplaintBody,
  type FileComplaintResponse,
} from '@atalaya/contract/complaints/complaint.schemas';
import { formFieldSchema, type FormField } from '@atalaya/contract/complaints/form.schemas';
import { timeZoneOf, yearIn } from '@atalaya/contract/common/time-zone';
import { recordAudit } from '../../lib/audit.ts';
import { encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { generateReceipt, hashReceipt } from '../../lib/receipt.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { acknowledgementFor, channelSettingsOf, languageOf } from '../../domain/complaint/channel-settings.rules.ts';
import { findFilableType, readFilingChecks } from '../../domain/complaint/complaint.repository.ts';
import {
  recordFiling,
  UploadsNotAttachableError,
  type FiledRecord,
} from '../../domain/complaint/complaint-filing.repository.ts';
import { alertFiledCase, alertTenantAnomaly } from '../../domain/complaint/handler-alerts.service.ts';
import { sealNoticeAddress } from '../../domain/complaint/reporter-notice.service.ts';
import { proofAcknowledgementLine } from '../../domain/proof/signed-proof.rules.ts';
import { issueFilingProof, proofAddressAt, type IssuedProof } from '../../domain/proof/signed-proof.service.ts';
import { tenantMailTarget } from '../../lib/mail-outbox.ts';
import { generateVerificationCode } from '../../lib/verification-code.ts';

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

type ParsedForm = { fields: FormField[]; answers: ReturnType<typeof answersSchemaFor> };

/** Parsed forms by their stored `campos` text (a form version's fields never change in place). */
const parsedForms = new Map<string, ParsedForm>();
const parsedFormsLimit = 200;

/** The form's fields and the zod schema of its answers, built once per distinct `campos` text. */
function parsedFormOf(campos: string): ParsedForm {
  let form = parsedForms.get(campos);
  if (form === undefined) {
    const fields = formFieldsSchema.parse(JSON.parse(campos));
    form = { fields, answers: answersSchemaFor(fields) };
    if (parsedForms.size >= parsedFormsLimit) {
      parsedForms.delete(parsedForms.keys().next().value as string);
    }
    parsedForms.set(campos, form);
  }
  return form;
}

/** Validates the answers against the form: one error per field, at `body.den_denuncias.answers.<id>`. */
function validAnswers(form: ParsedForm, answers: unknown): Record<string, unknown> {
  const parsed = form.answers.safeParse(answers);
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
 * `POST /api/denuncias/den_denuncias/`: files a complaint of the caller's tenant. Atomically
 * (`recordFiling`): the complaint (answers and contact encrypted, the receipt only as its keyed hash),
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
  const form = parsedFormOf(type.campos);
  const { fields } = form;
  const answers = validAnswers(form, input.answers);

  const documentIds = documentIdsOf(input, fields, answers);
  // One read for every check below (decision 035), checked in the same order as before.
  const checks = await readFilingChecks(app.db, {
    idcliente,
    since: isoAfterSeconds(-3600),
    sid,
    documentIds,
    reserveId: app.dialect === 'postgres',
  });
  const parameters = checks.parametros;
  const settings = channelSettingsOf(parameters);
  if (checks.lastHour >= settings.max_denuncias_hora) {
    // The tenant-wide ceiling, a last resort behind the per-source limits: its handlers are told.
    await alertTenantAnomaly(app, idcliente, 'comunicaciones');
    throw new AppError('RATE_LIMITED', filingMessages.tooManyComplaints);
  }
  if (checks.attachable !== documentIds.length) {
    throw invalidDocument('body.den_denuncias.documentos');
  }

  const written = await writeComplaint(app, {
    idcliente,
    sid,
    type,
    parameters,
    initialStatusId: checks.initialStatusId,
    reservedId: checks.reservedId,
    tenant: { name: checks.tenantName, firstHostname: checks.firstHostname },
    ididioma: input.ididioma,
    // Filed with a citizen's verified identity it is never anonymous (issue 16 §3, decision 052).
    anonima: input.anonima && claims.tipoacceso !== 'Ciudadano',
    answers,
    contact: !input.anonima && input.contact ? input.contact : null,
    idtercero: claims.tipoacceso === 'Ciudadano' ? claims.idtercero : null,
    correoAvisos: input.correo_avisos,
    documentIds,
    documentsPath: 'body.den_denuncias.documentos',
    extra: input.reunion ? meetingColumns(input.reunion) : undefined,
  });
  if (input.reunion) {
    // As a request from the follow-up is (decision 064): the mode only, never the availability.
    await recordAudit(app.db, claims, {
      idcliente,
      iddenuncia: written.iddenuncia,
      accion: 'solicitar_reunion',
      resultado: 'ok',
      detalle: input.reunion.modalidad,
    });
  }
  return {
    success: true,
    guid: written.guid,
    receipt: written.receipt,
    fec_alta: written.fec_alta,
    ...(written.verificacion ? { verificacion: written.verificacion } : {}),
  };
}

/**
 * The columns of a meeting asked for with the filing (issue 17 §2, decision 064): the same as a
 * request from the follow-up writes, its 7 days running from the filing.
 */
function meetingColumns(
  meeting: NonNullable<FilingInput['reunion']>,
): (key: Buffer, guid: string) => Partial<Insertable<ComplaintTable>> {
  const requestedAt = nowIso();
  return (key, guid) => ({
    reunion_modalidad: meeting.modalidad,
    reunion_disponibilidad: meeting.disponibilidad
      ? encryptText(key, meeting.disponibilidad, sealedColumn.meeting('reunion_disponibilidad', guid))
      : null,
    fec_reunion_solicitada: requestedAt,
  });
}

/** What a new complaint is made of, validated and checked (`readFilingChecks`) by its caller. */
export type NewComplaint = {
  idcliente: number;
  sid: string;
  type: { idtipodenuncia: number; idformulario: number; version: number };
  parameters: string;
  initialStatusId: number | undefined;
  reservedId: number | undefined;
  /** The tenant's name and first hostname as `readFilingChecks` answered them. */
  tenant: { name: string; firstHostname: string | null };
  ididioma: number;
  anonima: boolean;
  answers: Record<string, unknown>;
  contact: ReporterContact | null;
  idtercero: number | null;
  correoAvisos: string | undefined;
  documentIds: number[];
  /** Where a refused upload is reported. */
  documentsPath: string;
  /** What the signed proof's hash covers instead of the answers (a verbal report's transcript, issue 17 §2). */
  proofContent?: Record<string, unknown>;
  /** More columns of the row, sealed for its guid when they need to be (a verbal report's, issue 17 §2). */
  extra?: (key: Buffer, guid: string) => Partial<Insertable<ComplaintTable>>;
};

export type WrittenComplaint = {
  guid: string;
  receipt: string;
  fec_alta: string;
  iddenuncia: number;
  referencia: string;
  verificacion: IssuedProof | undefined;
};

/**
 * Writes a new complaint (decision 035): its receipt drawn (answered once, kept only as its keyed
 * hash), answers and contact sealed, acknowledged at once with the proof's code named, its
 * uploads attached; then the signed proof issued (issue 17 §8) and, after the answer, the handlers
 * alerted (decision 073).
 */
export async function writeComplaint(app: FastifyInstance, input: NewComplaint): Promise<WrittenComplaint> {
  const { idcliente, sid, type, parameters, answers, documentIds } = input;
  const settings = channelSettingsOf(parameters);
  const receipt = generateReceipt();
  const receiptHash = hashReceipt(normalizeReceipt(receipt), app.secrets.receiptPepper);
  const key = await app.tenantKeys.keyFor(idcliente);
  const guid = crypto.randomUUID();
  const now = nowIso();
  const lang = languageOf(input.ididioma);
  const timeZone = timeZoneOf(parameters);
  const acknowledgement = acknowledgementFor(settings, lang, now, timeZone);
  // The filing proof's code is drawn now so the acknowledgement names it (issue 17 §8, decision 054).
  const proofCode = generateVerificationCode();
  // The tenant's name and link base for the proof's address and the handlers' mail, as read by the checks.
  const tenant = tenantMailTarget(app.config.publicUrl, input.tenant.name, input.tenant.firstHostname);
  const proofUrl = proofAddressAt(tenant.base, proofCode);
  acknowledgement.contenido += proofAcknowledgementLine(lang, proofCode, proofUrl);
  const contact = input.contact;

  // Everything prepared before the write (decision 035): the tenant's hot rows are locked only
  // while the filing's writes run. Acknowledged at filing: `fec_acuse` is written with the row.
  const idestadodenuncia = input.initialStatusId ?? fallbackInitialStatusId;
  let filed: FiledRecord;
  try {
    filed = await recordFiling(app.db, app.dialect, {
      complaint: {
        guid,
        idcliente,
        idtipodenuncia: type.idtipodenuncia,
        idformulario: type.idformulario,
        version_formulario: type.version,
        idestadodenuncia,
        fec_alta: now,
        fec_acuse: now,
        fec_resolucion: null,
        resolucion: null,
        anonima: input.anonima ? 1 : 0,
        respuestas: encryptText(key, JSON.stringify(answers), sealedColumn.complaintAnswers(guid)),
        contacto: contact ? encryptText(key, JSON.stringify(contact), sealedColumn.complaintContact(guid)) : null,
        ididioma: input.ididioma,
        receipt_hash: receiptHash,
        idtercero: input.idtercero,
        // Only for "there is news" notices (issue 17 §4): sealed, bound to the complaint.
        correo_avisos: input.correoAvisos === undefined ? null : sealNoticeAddress(key, guid, input.correoAvisos),
        alerta_pendiente: 1,
        ...input.extra?.(key, guid),
      },
      // The case's one human reference, numbered within the tenant and the filing's year (decision 027).
      year: yearIn(now, timeZone),
      sid,
      documentIds,
      reservedId: input.reservedId,
      notification: (id) => ({
        descripcion: encryptText(key, acknowledgement.descripcion, sealedColumn.notificationTitle(id)),
        contenido: encryptText(key, acknowledgement.contenido, sealedColumn.notificationContent(id)),
      }),
    });
  } catch (error) {
    // An upload attached meanwhile by a concurrent filing: nothing was written.
    throw error instanceof UploadsNotAttachableError ? invalidDocument(input.documentsPath) : error;
  }
  const { iddenuncia, referencia, documentHashes } = filed;
  // The handlers' alert runs after the answer, one at a time in this process (decision 073): the
  // row's pending mark, written with it, makes a sweep send it if this process stops first.
  app.afterReply.run('filing alert', () => alertFiledCase(app, { idcliente, iddenuncia, referencia, tenant }));
  // The signed proof (issue 17 §8, decision 054), right after the filing: never its receipt, and
  // a filing never fails because of it (then the answer simply has no `verificacion`).
  let verificacion: IssuedProof | undefined;
  try {
    verificacion = await issueFilingProof(app, {
      codigo: proofCode,
      url: proofUrl,
      idcliente,
      referencia,
      fec_alta: now,
      answers: input.proofContent ?? answers,
      documentHashes,
    });
  } catch (error) {
    app.log.error({ err: error, idcliente }, 'filing proof not written');
  }
  return { guid, receipt, fec_alta: now, iddenuncia, referencia, verificacion };
}

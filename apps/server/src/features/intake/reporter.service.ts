import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  additionalInformationPrefix,
  type AddInformationBody,
  type AddInformationResponse,
  type ReporterComplaint,
} from '@atalaya/contract/complaints/complaint.schemas';
import { chatRoles } from '@atalaya/contract/complaints/chat.schemas';
import { formFieldSchema } from '@atalaya/contract/complaints/form.schemas';
import { optionalI18nTextSchema, pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import { languageOf } from '../../domain/complaint/channel-settings.rules.ts';
import { meetingRecordOf } from '../../domain/complaint/meeting-record.service.ts';
import { verbalRecordOf } from '../../domain/complaint/verbal-record.service.ts';
import { insertChatMessage } from '../../domain/complaint/chat.repository.ts';
import { assertMessageCapacity } from '../../domain/complaint/chat.policy.ts';
import { invalidDocument } from './filing.service.ts';
import { alertHandlers } from '../../domain/complaint/handler-alerts.service.ts';
import { getReachableComplaint, isResolved, reporterGuidOf } from '../../domain/complaint/complaint.policy.ts';
import {
  attachUploads,
  countAttachableUploads,
  findOwnAttachedUploads,
  findFormFieldsJson,
  findTypeAndStatusNames,
} from '../../domain/complaint/complaint.repository.ts';

export const reporterMessages = {
  resolved: 'La denuncia está resuelta y no admite cambios',
} as const;

const formFieldsSchema = z.array(formFieldSchema);
const answersSchema = z.record(z.string(), z.unknown());

/** A stored I18nText name in `lang` (else Spanish); '' when missing or unreadable. */
function nameIn(json: string | undefined, lang: LanguageCode): string {
  if (json === undefined) {
    return '';
  }
  try {
    const parsed = optionalI18nTextSchema.safeParse(JSON.parse(json));
    return parsed.success ? pickText(parsed.data, lang) : '';
  } catch {
    return '';
  }
}

/**
 * `GET /api/denuncias/den_denuncias/informante`: the complaint the reporter's token is bound to,
 * with the questions of the form version it answered and its answers decrypted. The reporter's
 * contact data is never part of it.
 */
export async function getReporterComplaint(app: FastifyInstance, claims: TokenClaims): Promise<ReporterComplaint> {
  const complaint = await getReachableComplaint(app.db, claims, { guid: reporterGuidOf(claims) });
  const { idcliente } = claims;
  const key = await app.tenantKeys.keyFor(idcliente);
  const lang = languageOf(complaint.ididioma);
  const names = await findTypeAndStatusNames(app.db, idcliente, complaint);
  const fieldsJson = await findFormFieldsJson(app.db, idcliente, {
    idformulario: complaint.idformulario,
    version: complaint.version_formulario,
  });
  const resolved = isResolved(complaint);
  return {
    iddenuncia: complaint.iddenuncia,
    guid: complaint.guid,
    idtipodenuncia: complaint.idtipodenuncia,
    tipo: nameIn(names.tipo, lang),
    idestadodenuncia: complaint.idestadodenuncia,
    estado: nameIn(names.estado, lang),
    fec_alta: complaint.fec_alta,
    fec_acuse: complaint.fec_acuse,
    fec_resolucion: resolved ? complaint.fec_resolucion : null,
    resolucion:
      resolved && complaint.resolucion !== null
        ? decryptText(key, complaint.resolucion, sealedColumn.complaintResolution(complaint.guid))
        : null,
    anonima: complaint.anonima === 1,
    campos: fieldsJson === undefined ? [] : formFieldsSchema.parse(JSON.parse(fieldsJson)),
    answers: answersSchema.parse(
      JSON.parse(decryptText(key, complaint.respuestas, sealedColumn.complaintAnswers(complaint.guid))),
    ),
    avisos_correo: complaint.correo_avisos !== null,
    // Registered by a handler from a call or meeting (issue 17 §2): the transcript for the reporter to check.
    verbal: verbalRecordOf(key, complaint),
    // A meeting they asked for (issue 17 §2) and the date proposed.
    reunion: meetingRecordOf(key, complaint),
  };
}

/**
 * `POST /api/denuncias/den_denuncias/ampliar`: the reporter adds information to its complaint.
 * The text becomes an informante chat message ("Información adicional: …"); the documents must be
 * the reporter's own uploads of this session: unattached ones get attached, those uploaded with
 * the reporter token are attached already and are accepted as they are. Refused (501) once resolved.
 * The tenant's administrators get a header-bell alert.
 */
export async function addInformation(
  app: FastifyInstance,
  claims: TokenClaims,
  body: AddInformationBody,
): Promise<AddInformationResponse> {
  const complaint = await getReachableComplaint(app.db, claims, { guid: reporterGuidOf(claims) });
  if (isResolved(complaint)) {
    throw new AppError('BUSINESS_RULE', reporterMessages.resolved);
  }
  const { idcliente, sid } = claims;
  const text = body.informacion ?? '';
  const documentIds = [...new Set(body.documentos)];
  // Files uploaded with this reporter token are attached by the upload itself: accept them as they are.
  const attached = new Set(
    await findOwnAttachedUploads(app.db, { idcliente, sid, iddenuncia: complaint.iddenuncia }, documentIds),
  );
  const toAttach = documentIds.filter((id) => !attached.has(id));
  if ((await countAttachableUploads(app.db, { idcliente, sid }, toAttach)) !== toAttach.length) {
    throw invalidDocument('body.documentos');
  }
  if (text !== '') {
    await assertMessageCapacity(app, idcliente);
  }
  const key = await app.tenantKeys.keyFor(idcliente);
  const now = nowIso();
  const answer = await app.db.transaction().execute(async (trx) => {
    if ((await attachUploads(trx, { idcliente, iddenuncia: complaint.iddenuncia, sid, now }, toAttach)) === null) {
      throw invalidDocument('body.documentos');
    }
    const message =
      text === ''
        ? null
        : await insertChatMessage(trx, {
            idcliente,
            guid: complaint.guid,
            mensaje: encryptText(
              key,
              `${additionalInformationPrefix}${text}`,
              sealedColumn.chatMessage(complaint.guid),
            ),
            idusuario: chatRoles.informante,
            idautor: null,
            fec_mensaje: now,
          });
    return { success: true as const, idmensaje: message?.idmensaje ?? null, documentos: documentIds };
  });
  await alertHandlers(app, { idcliente, iddenuncia: complaint.iddenuncia, kind: 'informacion_adicional' });
  return answer;
}

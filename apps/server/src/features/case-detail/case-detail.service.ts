import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { meetingRecordOf } from '../../domain/complaint/meeting-record.service.ts';
import { verbalRecordOf } from '../../domain/complaint/verbal-record.service.ts';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type {
  CaseDetail,
  ChangeStatusBody,
  ExtendBody,
  ResolveBody,
} from '@atalaya/contract/complaints/case-detail.schemas';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import { reporterContactSchema } from '@atalaya/contract/complaints/complaint.schemas';
import { formFieldSchema } from '@atalaya/contract/complaints/form.schemas';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import { spanishName } from '../../domain/case-deadlines/case-summary.rules.ts';
import {
  extendCase,
  findStatus,
  findTypeName,
  findUserEmails,
  resolveCase,
  updateCaseStatus,
} from './case-detail.repository.ts';
import { mailReporter } from '../../domain/complaint/case-mail.service.ts';
import { prepareReporterNotice, queueReporterNotice } from '../../domain/complaint/reporter-notice.service.ts';
import { findSessionUserId } from '../../domain/complaint/chat.repository.ts';
import {
  getHandledCase,
  getTenantCase,
  isResolved,
  resolvedCaseMessage,
} from '../../domain/complaint/complaint.policy.ts';
import { findFormFieldsJson, type ComplaintRow } from '../../domain/complaint/complaint.repository.ts';
import { deadlinesOf, today } from '../../domain/case-deadlines/deadlines.rules.ts';
import { verifiedIdentityOf } from '../../domain/citizen/citizen.service.ts';

export const caseMessages = {
  /** The resolved lock (501), the same words as every other refused change of a resolved case. */
  resolved: resolvedCaseMessage,
  alreadyExtended: 'La comunicación ya tiene una prórroga',
  statusMissing: 'El estado indicado no existe',
} as const;

const formFieldsSchema = z.array(formFieldSchema);
const answersSchema = z.record(z.string(), z.unknown());

/** A case as its handler sees it: everything the reporter wrote decrypted, deadlines with the extension. */
async function presentCase(app: FastifyInstance, complaint: ComplaintRow): Promise<CaseDetail> {
  const { idcliente, guid } = complaint;
  const key = await app.tenantKeys.keyFor(idcliente);
  const status = await findStatus(app.db, idcliente, complaint.idestadodenuncia);
  const typeName = await findTypeName(app.db, idcliente, complaint.idtipodenuncia);
  const fieldsJson = await findFormFieldsJson(app.db, idcliente, {
    idformulario: complaint.idformulario,
    version: complaint.version_formulario,
  });
  const extendedBy =
    complaint.idusuario_prorroga === null
      ? undefined
      : (await findUserEmails(app.db, idcliente, [complaint.idusuario_prorroga])).get(complaint.idusuario_prorroga);
  return {
    iddenuncia: complaint.iddenuncia,
    guid,
    referencia: complaint.referencia,
    idtipodenuncia: complaint.idtipodenuncia,
    tipo: spanishName(typeName),
    idestadodenuncia: complaint.idestadodenuncia,
    estado: spanishName(status?.nombre ?? null),
    color: status?.color ?? '',
    fec_alta: complaint.fec_alta,
    fec_acuse: complaint.fec_acuse,
    fec_resolucion: complaint.fec_resolucion,
    anonima: complaint.anonima === 1,
    ididioma: complaint.ididioma,
    ...deadlinesOf(
      {
        fec_alta: complaint.fec_alta,
        resolved: isResolved(complaint),
        fec_acuse: complaint.fec_acuse,
        prorroga_meses: complaint.prorroga_meses,
      },
      today(),
    ),
    resolucion:
      complaint.resolucion === null
        ? null
        : decryptText(key, complaint.resolucion, sealedColumn.complaintResolution(guid)),
    campos: fieldsJson === undefined ? [] : formFieldsSchema.parse(JSON.parse(fieldsJson)),
    answers: answersSchema.parse(
      JSON.parse(decryptText(key, complaint.respuestas, sealedColumn.complaintAnswers(guid))),
    ),
    contacto:
      complaint.contacto === null
        ? null
        : reporterContactSchema.parse(
            JSON.parse(decryptText(key, complaint.contacto, sealedColumn.complaintContact(guid))),
          ),
    // Only whether the reporter left an address for notices (issue 17 §4), never the address.
    avisos_correo: complaint.correo_avisos !== null,
    // Filed by a citizen signed in with Cl@ve or the tenant's IdP (issue 16 §3): their verified name.
    identidad_verificada: await verifiedIdentityOf(app, idcliente, complaint.idtercero),
    fec_purga: complaint.fec_purga,
    // A communication registered from a call or meeting (issue 17 §2): its transcript and the reporter's agreement.
    verbal: verbalRecordOf(key, complaint),
    // A meeting the reporter asked for (issue 17 §2): its 7-day deadline and the date proposed.
    reunion: meetingRecordOf(key, complaint),
    prorroga:
      complaint.prorroga_meses === null
        ? null
        : {
            meses: complaint.prorroga_meses,
            motivo:
              complaint.prorroga_motivo === null
                ? ''
                : decryptText(key, complaint.prorroga_motivo, sealedColumn.extensionReason(guid)),
            fec_prorroga: complaint.fec_prorroga ?? '',
            usuario: extendedBy ?? '',
          },
  };
}

/** The case again after a write (it exists: the write just matched it). */
async function reloaded(app: FastifyInstance, complaint: ComplaintRow): Promise<CaseDetail> {
  return presentCase(app, await getTenantCase(app, complaint.idcliente, complaint.iddenuncia));
}

function resolvedLock(): AppError {
  return new AppError('BUSINESS_RULE', caseMessages.resolved);
}

/** `GET /api/denuncias/den_denuncias/:id`: the case, decrypted, for one of its tenant's administrators. */
export async function getCaseDetail(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
): Promise<CaseDetail> {
  return presentCase(app, await getHandledCase(app, claims, iddenuncia));
}

/**
 * `PUT /api/denuncias/den_denuncias/:id/estado`: moves an unresolved case to another of the
 * tenant's statuses (400 when it has no such status; 501 once resolved).
 */
export async function changeCaseStatus(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
  body: ChangeStatusBody,
): Promise<{ detail: CaseDetail; from: number }> {
  const complaint = await getHandledCase(app, claims, iddenuncia);
  if (isResolved(complaint)) {
    throw resolvedLock();
  }
  if (!(await findStatus(app.db, claims.idcliente, body.idestadodenuncia))) {
    throw new AppError('VALIDATION_FAILED', messages.validation, {
      errors: [{ path: 'body.idestadodenuncia', message: caseMessages.statusMissing }],
    });
  }
  const key = { idcliente: claims.idcliente, iddenuncia, resolvedStatusId };
  const notice = await prepareReporterNotice(app, claims.idcliente);
  // The reporter sees the status: the content-free notice goes with the change (issue 17 §4).
  await app.db.transaction().execute(async (trx) => {
    if (!(await updateCaseStatus(trx, key, body.idestadodenuncia))) {
      throw resolvedLock();
    }
    if (body.idestadodenuncia !== complaint.idestadodenuncia) {
      await queueReporterNotice(app, trx, notice, complaint);
    }
  });
  return { detail: await reloaded(app, complaint), from: complaint.idestadodenuncia };
}

/**
 * `POST /api/denuncias/den_denuncias/:id/resolver`: status 1, fec_resolucion now, the resolution
 * encrypted. From then on the reporter sees it and the case takes no more changes (501).
 */
export async function resolveHandledCase(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
  body: ResolveBody,
): Promise<CaseDetail> {
  const complaint = await getHandledCase(app, claims, iddenuncia);
  if (isResolved(complaint)) {
    throw resolvedLock();
  }
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  const notice = await prepareReporterNotice(app, claims.idcliente);
  await app.db.transaction().execute(async (trx) => {
    // The last notice is queued before the resolution deletes the notice address (issue 17 §4).
    await queueReporterNotice(app, trx, notice, complaint);
    const resolved = await resolveCase(
      trx,
      { idcliente: claims.idcliente, iddenuncia, resolvedStatusId },
      {
        resolucion: encryptText(key, body.resolucion, sealedColumn.complaintResolution(complaint.guid)),
        fec_resolucion: nowIso(),
      },
    );
    if (!resolved) {
      throw resolvedLock();
    }
  });
  await mailReporter(app, complaint, 'resolucion');
  return reloaded(app, complaint);
}

/**
 * `POST /api/denuncias/den_denuncias/:id/prorroga`: the one extension of the answer deadline
 * (Ley 2/2023 art. 9.2.d), while unresolved (501); a second one is refused (409).
 */
export async function extendHandledCase(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
  body: ExtendBody,
): Promise<CaseDetail> {
  const complaint = await getHandledCase(app, claims, iddenuncia);
  if (isResolved(complaint)) {
    throw resolvedLock();
  }
  if (complaint.prorroga_meses !== null) {
    throw new AppError('CONFLICT', caseMessages.alreadyExtended);
  }
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  const extended = await extendCase(
    app.db,
    { idcliente: claims.idcliente, iddenuncia, resolvedStatusId },
    {
      prorroga_meses: body.meses,
      prorroga_motivo: encryptText(key, body.motivo, sealedColumn.extensionReason(complaint.guid)),
      fec_prorroga: nowIso(),
      idusuario_prorroga: await findSessionUserId(app.db, claims.idcliente, claims.sid),
    },
  );
  if (!extended) {
    // Lost a race: tell which rule the case breaks now.
    const now = await getTenantCase(app, claims.idcliente, iddenuncia);
    throw isResolved(now) ? resolvedLock() : new AppError('CONFLICT', caseMessages.alreadyExtended);
  }
  return reloaded(app, complaint);
}

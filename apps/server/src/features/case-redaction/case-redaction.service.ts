import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  redactionMessages,
  type Redaction,
  type RedactionBody,
  type RedactionOriginal,
} from '@atalaya/contract/complaints/redaction.schemas';
import type { Database, UserRole } from '../../db/schema.ts';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { findSessionUserId } from '../../domain/complaint/chat.repository.ts';
import { complaintNotFound, getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import type { ComplaintRow } from '../../domain/complaint/complaint.repository.ts';
import { auditActorName } from '../../lib/audit.ts';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import {
  findRedaction,
  findRedactions,
  findTextRedactions,
  insertRedaction,
  lockCaseTexts,
  lockChatMessage,
  saveCaseText,
  saveChatMessageText,
  type RedactionTarget,
} from './case-redaction.repository.ts';
import { cutsThrough, isOnlyMarks, locateSelection, presentRedaction, strikeOut } from './case-redaction.rules.ts';

/*
 * Redaction of text (issue 17 §7, art 32.2 Ley 2/2023, art 9 GDPR; decision 062): a handler of
 * the case strikes a passage of a text answer, of the transcript or of a chat message; the stored
 * text (what every handler and the reporter read from then on) carries `redactionMark` in its
 * place, and the text as it was is kept sealed in `den_tachados`, readable only by the Responsable.
 */

type Trx = Transaction<Database>;
type CaseKey = { idcliente: number; iddenuncia: number };

/** The text a redaction rewrites, as stored now, and how to store it rewritten (sealed). */
type OpenText = { text: string; save: (text: string) => Promise<void> };

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });
}

function purged(): AppError {
  return new AppError('CONFLICT', redactionMessages.purged);
}

function targetOf(body: RedactionBody): RedactionTarget {
  if (body.origen === 'respuesta') {
    return { origen: 'respuesta', campo: body.campo ?? '' };
  }
  if (body.origen === 'mensaje') {
    return { origen: 'mensaje', idmensaje: body.idmensaje ?? 0 };
  }
  if (body.origen === 'documento') {
    // A document's regions are redacted at `…/tachados/documento` (document-redaction.service.ts).
    throw invalid('body.origen', messages.validation);
  }
  return { origen: 'transcripcion' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the text `target` names under the lock of its row (the case's row for answers and the
 * transcript, the message's row for a message): 400 when the field has no text, there is no
 * transcript or the message is not the case's; 409 once the case is purged.
 */
async function openText(
  app: FastifyInstance,
  trx: Trx,
  tenantKey: Buffer,
  complaint: ComplaintRow,
  target: RedactionTarget,
): Promise<OpenText> {
  const key: CaseKey = { idcliente: complaint.idcliente, iddenuncia: complaint.iddenuncia };
  const { guid } = complaint;
  if (target.origen === 'mensaje') {
    const scope = { idcliente: key.idcliente, guid };
    const message = await lockChatMessage(trx, app.dialect, scope, target.idmensaje);
    if (message === undefined) {
      throw invalid('body.idmensaje', redactionMessages.noMessage);
    }
    const context = sealedColumn.chatMessage(guid);
    return {
      text: decryptText(tenantKey, message.mensaje, context),
      save: (text) => saveChatMessageText(trx, scope, target.idmensaje, encryptText(tenantKey, text, context)),
    };
  }
  const row = await lockCaseTexts(trx, app.dialect, key);
  if (row === undefined) {
    throw complaintNotFound();
  }
  if (row.fec_purga !== null) {
    throw purged();
  }
  if (target.origen === 'transcripcion') {
    if (row.transcripcion === null) {
      throw invalid('body.origen', redactionMessages.noTranscript);
    }
    const context = sealedColumn.complaintTranscript(guid);
    return {
      text: decryptText(tenantKey, row.transcripcion, context),
      save: (text) => saveCaseText(trx, key, { transcripcion: encryptText(tenantKey, text, context) }),
    };
  }
  const context = sealedColumn.complaintAnswers(guid);
  const answers: unknown = JSON.parse(decryptText(tenantKey, row.respuestas, context));
  const value = isRecord(answers) && Object.hasOwn(answers, target.campo) ? answers[target.campo] : undefined;
  if (!isRecord(answers) || typeof value !== 'string') {
    throw invalid('body.campo', redactionMessages.notText);
  }
  return {
    text: value,
    save: (text) => {
      // Rebuilt entry by entry (own properties, same order): a field named like a prototype key stays data.
      const rewritten = Object.fromEntries(
        Object.entries(answers).map(([field, answer]) => [field, field === target.campo ? text : answer]),
      );
      return saveCaseText(trx, key, { respuestas: encryptText(tenantKey, JSON.stringify(rewritten), context) });
    },
  };
}

/** The audit detail of a redaction: where, why and how long; never the text. */
function auditDetail(redaction: Redaction): string {
  return [
    `idtachado=${redaction.idtachado}`,
    `origen=${redaction.origen}`,
    redaction.campo === null ? '' : `campo=${redaction.campo}`,
    redaction.idmensaje === null ? '' : `idmensaje=${redaction.idmensaje}`,
    `motivo=${redaction.motivo}`,
    `longitud=${redaction.longitud}`,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * `POST /api/denuncias/den_denuncias/{id}/tachados` (the case's handlers; resolved cases too):
 * strikes `pasaje` out of the text the body names, in one transaction: the text is read under its
 * row's lock, the selection checked against it (409 `changed` when its words are no longer there,
 * 400 `badRange` past the end or through a mark, 409 `alreadyRedacted` for marks and blanks only),
 * the text rewritten with the mark and sealed again, and the row with the text before and the
 * passage (both sealed) inserted. Audited `tachar` with ids, reason and length only.
 */
export async function redactPassage(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
  body: RedactionBody,
): Promise<{ success: true; message: string; data: Redaction }> {
  const { idcliente } = claims;
  const data = await auditedCase(
    app,
    claims,
    'tachar',
    iddenuncia,
    async () => {
      const complaint = await getHandledCase(app, claims, iddenuncia);
      if (complaint.fec_purga !== null) {
        throw purged();
      }
      const key: CaseKey = { idcliente, iddenuncia: complaint.iddenuncia };
      const target = targetOf(body);
      const tenantKey = await app.tenantKeys.keyFor(idcliente);
      const idusuario = await findSessionUserId(app.db, idcliente, claims.sid);
      const row = await app.db.transaction().execute(async (trx) => {
        const open = await openText(app, trx, tenantKey, complaint, target);
        const selection = { inicio: body.inicio, fin: body.fin, pasaje: body.pasaje };
        let located = locateSelection(open.text, selection, []);
        if (located.kind !== 'found') {
          // A view older than the newest redaction of this text: find it among the texts before each.
          const earlier = (await findTextRedactions(trx, key, target)).map((r) => ({
            inicio: r.inicio,
            longitud: r.longitud,
            antes: decryptText(tenantKey, r.antes, sealedColumn.redaction('antes', complaint.guid, r.uid)),
          }));
          located = locateSelection(open.text, selection, earlier);
        }
        if (located.kind === 'outside') {
          throw invalid('body.fin', redactionMessages.badRange);
        }
        if (located.kind === 'changed') {
          throw new AppError('CONFLICT', redactionMessages.changed);
        }
        const { range } = located;
        if (cutsThrough(open.text, range)) {
          throw invalid('body.inicio', redactionMessages.badRange);
        }
        if (isOnlyMarks(body.pasaje)) {
          throw new AppError('CONFLICT', redactionMessages.alreadyRedacted);
        }
        await open.save(strikeOut(open.text, range));
        const uid = crypto.randomUUID();
        return insertRedaction(trx, {
          idcliente,
          iddenuncia: complaint.iddenuncia,
          uid,
          origen: target.origen,
          campo: target.origen === 'respuesta' ? target.campo : null,
          idmensaje: target.origen === 'mensaje' ? target.idmensaje : null,
          motivo: body.motivo,
          inicio: range.inicio,
          longitud: range.fin - range.inicio,
          antes: encryptText(tenantKey, open.text, sealedColumn.redaction('antes', complaint.guid, uid)),
          pasaje: encryptText(tenantKey, body.pasaje, sealedColumn.redaction('pasaje', complaint.guid, uid)),
          idusuario,
          usuario: auditActorName(claims),
          fec_alta: nowIso(),
        });
      });
      return presentRedaction(row);
    },
    auditDetail,
  );
  return { success: true, message: redactionMessages.redacted, data };
}

/**
 * `GET /api/denuncias/den_denuncias/{id}/tachados` (the case's handlers): the case's redactions,
 * newest first: where, why, who, when, never a passage. Not audited: like the case's access and
 * retention state, it is metadata of the case (the texts themselves are read, audited, with the case).
 */
export async function listRedactions(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
): Promise<Redaction[]> {
  const complaint = await getHandledCase(app, claims, iddenuncia);
  const rows = await findRedactions(app.db, { idcliente: claims.idcliente, iddenuncia: complaint.iddenuncia });
  return rows.map(presentRedaction);
}

/**
 * `GET …/tachados/{idtachado}/original`: the text before one redaction and the passage struck,
 * for a Responsable only (a gestor gets 403, which is audited too: the route admits the case's
 * handlers so that the refusal reaches the trail); a redaction not of this case of the tenant, or
 * of a document (it has no text: its original is `…/original/archivo`), 404.
 * Audited `ver_original_tachado` (`idtachado=<id>`; refusals with the case and the error code).
 */
export async function readRedactionOriginal(
  app: FastifyInstance,
  claims: TokenClaims,
  role: UserRole,
  ids: { iddenuncia: number; idtachado: number },
): Promise<RedactionOriginal> {
  return auditedCase(
    app,
    claims,
    'ver_original_tachado',
    ids.iddenuncia,
    async () => {
      if (role !== 'responsable') {
        throw new AppError('FORBIDDEN', messages.forbidden);
      }
      const complaint = await getHandledCase(app, claims, ids.iddenuncia);
      const row = await findRedaction(
        app.db,
        { idcliente: claims.idcliente, iddenuncia: complaint.iddenuncia },
        ids.idtachado,
      );
      // A document's redaction has no text: its original is a file (`…/original/archivo`).
      if (row === undefined || row.origen === 'documento') {
        throw new AppError('NOT_FOUND', messages.notFound);
      }
      const tenantKey = await app.tenantKeys.keyFor(claims.idcliente);
      return {
        idtachado: row.idtachado,
        antes: decryptText(tenantKey, row.antes, sealedColumn.redaction('antes', complaint.guid, row.uid)),
        pasaje: decryptText(tenantKey, row.pasaje, sealedColumn.redaction('pasaje', complaint.guid, row.uid)),
        inicio: row.inicio,
      };
    },
    (original) => `idtachado=${original.idtachado}`,
  );
}

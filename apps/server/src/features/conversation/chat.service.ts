import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { chatRoles, type ChatMessage, type ChatMessageDraft } from '@atalaya/contract/complaints/chat.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import { assertMessageCapacity } from '../../domain/complaint/chat.policy.ts';
import {
  findChatMessage,
  findChatMessages,
  findSessionUserId,
  insertChatMessage,
  type ChatMessageRow,
} from '../../domain/complaint/chat.repository.ts';
import {
  chatRoleOf,
  getReachableComplaint,
  isResolved,
  reporterGuidOf,
} from '../../domain/complaint/complaint.policy.ts';
import { mailReporter } from '../../domain/complaint/case-mail.service.ts';
import { prepareReporterNotice, queueReporterNotice } from '../../domain/complaint/reporter-notice.service.ts';
import { alertHandlers } from '../../domain/complaint/handler-alerts.service.ts';
import { filtersOf, pageOf, sortOf } from '../../lib/list-request.ts';

export const chatMessages = {
  resolved: 'La denuncia está resuelta y no admite nuevos mensajes',
  guidRequired: 'Indique la comunicación con el filtro guid',
  /** A conversation with a reporter is a record (docs/decisions/026). */
  recordEdit: 'Los mensajes de la conversación constan en el expediente y no se pueden modificar',
  recordDelete: 'Los mensajes de la conversación constan en el expediente y no se pueden eliminar',
} as const;

/** A stored message as the API shows it: decrypted, with the chat role of its author. */
export function presentChatMessage(key: Buffer, row: ChatMessageRow): ChatMessage {
  return {
    idmensaje: row.idmensaje,
    guid: row.guid,
    mensaje: decryptText(key, row.mensaje, sealedColumn.chatMessage(row.guid)),
    idusuario: row.idusuario === 0 ? 0 : 1,
    fec_mensaje: row.fec_mensaje,
  };
}

/**
 * `POST /api/denuncias/den_chat_mensajes/GetList`: the messages of one complaint (filter `guid`,
 * required), oldest first by default. An Informante reaches only its own complaint.
 */
export async function findChatPage(
  app: FastifyInstance,
  claims: TokenClaims,
  request: ListRequest,
): Promise<{ total: number; data: ChatMessage[] }> {
  const { guid } = filtersOf(request, { guid: 'text' });
  if (typeof guid !== 'string') {
    throw new AppError('VALIDATION_FAILED', messages.validation, {
      errors: [{ path: 'body.columns', message: chatMessages.guidRequired }],
    });
  }
  const sort = sortOf(request, ['fec_mensaje'], { column: 'fec_mensaje', order: 'asc' });
  const complaint = await getReachableComplaint(app.db, claims, { guid });
  const { rows, total } = await findChatMessages(
    app.db,
    { idcliente: claims.idcliente, guid: complaint.guid },
    { order: sort.order, ...pageOf(request) },
  );
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  return { total: total ?? -1, data: rows.map((row) => presentChatMessage(key, row)) };
}

/**
 * `POST /api/denuncias/den_chat_mensajes/`: a message on a complaint the caller reaches. The
 * author's role (idusuario) comes from the token, never from the body; a resolved complaint
 * takes no more messages (501). A reporter's message alerts the tenant's administrators.
 */
export async function postChatMessage(
  app: FastifyInstance,
  claims: TokenClaims,
  input: { guid: string; mensaje: string },
): Promise<ChatMessage> {
  const idusuario = chatRoleOf(claims);
  const complaint = await getReachableComplaint(app.db, claims, { guid: input.guid });
  if (isResolved(complaint)) {
    throw new AppError('BUSINESS_RULE', chatMessages.resolved);
  }
  if (chatRoleOf(claims) === chatRoles.informante) {
    await assertMessageCapacity(app, claims.idcliente);
  }
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  const idautor = idusuario === 0 ? await findSessionUserId(app.db, claims.idcliente, claims.sid) : null;
  // A handler's message: the content-free notice to the reporter's notice address goes with it (issue 17 §4).
  const notice = idusuario === chatRoles.informante ? null : await prepareReporterNotice(app, claims.idcliente);
  const row = await app.db.transaction().execute(async (trx) => {
    const inserted = await insertChatMessage(trx, {
      idcliente: claims.idcliente,
      guid: complaint.guid,
      mensaje: encryptText(key, input.mensaje, sealedColumn.chatMessage(complaint.guid)),
      idusuario,
      idautor,
      fec_mensaje: nowIso(),
    });
    if (notice !== null) {
      await queueReporterNotice(app, trx, notice, complaint);
    }
    return inserted;
  });
  if (idusuario === chatRoles.informante) {
    await alertHandlers(app, {
      idcliente: claims.idcliente,
      iddenuncia: complaint.iddenuncia,
      kind: 'mensaje_informante',
    });
  } else {
    await mailReporter(app, complaint, 'nueva_respuesta');
  }
  return presentChatMessage(key, row);
}

/**
 * `GET /api/denuncias/den_chat_mensajes/`: the message a caller may send, not yet written: a
 * reporter's own complaint (an administrator names it), and the role the server will set.
 */
export function emptyChatMessageOf(claims: TokenClaims): ChatMessageDraft {
  const idusuario = chatRoleOf(claims);
  return { guid: idusuario === chatRoles.informante ? reporterGuidOf(claims) : '', mensaje: '', idusuario };
}

/**
 * A message the caller may read, else 404 (missing, another tenant's, or for a reporter another
 * complaint's: all look the same): administrators any of their tenant, a reporter its own complaint's.
 */
async function readableMessage(app: FastifyInstance, claims: TokenClaims, idmensaje: number): Promise<ChatMessageRow> {
  const row = await findChatMessage(app.db, claims.idcliente, idmensaje);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  await getReachableComplaint(app.db, claims, { guid: row.guid });
  return row;
}

/** `GET /api/denuncias/den_chat_mensajes/{id}`: one message the caller may read. */
export async function getChatMessage(
  app: FastifyInstance,
  claims: TokenClaims,
  idmensaje: number,
): Promise<ChatMessage> {
  const row = await readableMessage(app, claims, idmensaje);
  return presentChatMessage(await app.tenantKeys.keyFor(claims.idcliente), row);
}

/**
 * `PUT` and `DELETE` of `den_chat_mensajes`: a conversation with a reporter is a record, so nobody
 * changes or deletes a message. A message the caller may read answers the refused business rule
 * (501, spec §8: the server's message is shown); any other answers 404 like a read.
 */
export async function refuseChatMessageChange(
  app: FastifyInstance,
  claims: TokenClaims,
  idmensaje: number,
  change: 'edit' | 'delete',
): Promise<never> {
  await readableMessage(app, claims, idmensaje);
  throw new AppError('BUSINESS_RULE', change === 'edit' ? chatMessages.recordEdit : chatMessages.recordDelete, {
    reportable: false,
  });
}

import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { chatRoles, type ChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import { assertMessageCapacity } from '../../domain/complaint/chat.policy.ts';
import {
  findChatMessages,
  findSessionUserId,
  insertChatMessage,
  type ChatMessageRow,
} from '../../domain/complaint/chat.repository.ts';
import { chatRoleOf, getReachableComplaint, isResolved } from '../../domain/complaint/complaint.policy.ts';
import { mailReporter } from '../../domain/complaint/case-mail.service.ts';
import { alertHandlers } from '../../domain/complaint/handler-alerts.service.ts';
import { filtersOf, pageOf, sortOf } from '../../domain/complaint/list-request.rules.ts';

export const chatMessages = {
  resolved: 'La denuncia está resuelta y no admite nuevos mensajes',
  guidRequired: 'Indique la comunicación con el filtro guid',
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
  const row = await insertChatMessage(app.db, {
    idcliente: claims.idcliente,
    guid: complaint.guid,
    mensaje: encryptText(key, input.mensaje, sealedColumn.chatMessage(complaint.guid)),
    idusuario,
    idautor: idusuario === 0 ? await findSessionUserId(app.db, claims.idcliente, claims.sid) : null,
    fec_mensaje: nowIso(),
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

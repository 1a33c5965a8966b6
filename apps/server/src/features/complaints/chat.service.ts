import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { chatRoles, type ChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import type { Database } from '../../db/schema.ts';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { channelSettingsOf } from './channel-settings.ts';
import {
  countChatMessagesSince,
  findChatMessages,
  findSessionUserId,
  insertChatMessage,
  type ChatMessageRow,
} from './chat.repository.ts';
import { chatRoleOf, getReachableComplaint, isResolved } from './complaint.policy.ts';
import { findTenantParameters } from './complaint.repository.ts';
import { mailReporter } from './case-mail.ts';
import { alertHandlers } from './handler-alerts.ts';
import { filtersOf, pageOf, sortOf } from './list-request.ts';

export const chatMessages = {
  resolved: 'La denuncia está resuelta y no admite nuevos mensajes',
  tooManyMessages: 'Se ha alcanzado el número máximo de mensajes por hora. Inténtelo más tarde.',
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

/** 429 once the tenant has received its hourly number of chat messages (`max_mensajes_hora`). */
export async function assertMessageCapacity(db: Kysely<Database>, idcliente: number): Promise<void> {
  const settings = channelSettingsOf(await findTenantParameters(db, idcliente));
  if ((await countChatMessagesSince(db, idcliente, isoAfterSeconds(-3600))) >= settings.max_mensajes_hora) {
    throw new AppError('RATE_LIMITED', chatMessages.tooManyMessages);
  }
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
  await assertMessageCapacity(app.db, claims.idcliente);
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

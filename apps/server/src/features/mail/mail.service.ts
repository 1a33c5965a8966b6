import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import { limits } from '@atalaya/contract/limits';
import {
  mailEvents,
  outboxStates,
  renderMailText,
  type MailEvent,
  type MailTemplate,
  type MailTemplateInput,
  type OutboxMail,
} from '@atalaya/contract/mail/mail.schemas';
import type { Selectable } from 'kysely';
import type { MailTemplateTable } from '../../db/schema-mail.ts';
import { decryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import {
  ensureMailTemplates,
  outboxRecipientContext,
  queueMail,
  reporterNoticeEvent,
  sealedBodyEvents,
  sealedBodyNotice,
  tenantBaseUrl,
  type MailDeps,
} from '../../lib/mail-outbox.ts';
import { nowIso } from '../../lib/time.ts';
import { findTemplate, listOutbox, listTemplates, updateTemplate } from './mail.repository.ts';

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path, message }] });
}

export function mailDepsOf(app: FastifyInstance): MailDeps {
  return {
    db: app.db,
    tenantKeys: app.tenantKeys,
    smtpConfigured: Boolean(app.config.smtpUrl),
    publicUrl: app.config.publicUrl,
  };
}

function present(row: Selectable<MailTemplateTable>): MailTemplate {
  return {
    idplantilla: row.idplantilla,
    evento: row.evento as MailEvent,
    ididioma: row.ididioma,
    asunto: row.asunto,
    cuerpo: row.cuerpo,
    activo: row.activo === 1,
    fec_modificacion: row.fec_modificacion,
  };
}

/** Filters `evento` (text) and `ididioma` (integer) of a list request; anything else is a 400. */
function templateFilters(request: ListRequest): { evento?: string; ididioma?: number } {
  const filters: { evento?: string; ididioma?: number } = {};
  request.columns.forEach((column, index) => {
    const name = column.name.toLowerCase();
    if (
      name === 'evento' &&
      typeof column.data === 'string' &&
      (mailEvents as readonly string[]).includes(column.data)
    ) {
      filters.evento = column.data;
    } else if (name === 'ididioma' && typeof column.data === 'number' && Number.isInteger(column.data)) {
      filters.ididioma = column.data;
    } else {
      throw invalid(`body.columns.${index}`, 'Filtros admitidos: evento (un evento válido), ididioma (entero)');
    }
  });
  return filters;
}

export async function listMailTemplates(app: FastifyInstance, claims: TokenClaims, request: ListRequest) {
  const filters = templateFilters(request);
  await ensureMailTemplates(app.db, claims.idcliente);
  const rows = await listTemplates(app.db, claims.idcliente, filters);
  return { success: true as const, total: rows.length, data: rows.map(present) };
}

export async function getMailTemplate(app: FastifyInstance, claims: TokenClaims, id: number) {
  await ensureMailTemplates(app.db, claims.idcliente);
  const row = await findTemplate(app.db, claims.idcliente, id);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return { success: true as const, data: present(row) };
}

export async function saveMailTemplate(app: FastifyInstance, claims: TokenClaims, input: MailTemplateInput) {
  const updated = await updateTemplate(app.db, claims.idcliente, input.idplantilla, {
    asunto: input.asunto,
    cuerpo: input.cuerpo,
    activo: input.activo ? 1 : 0,
    fec_modificacion: nowIso(),
  });
  if (!updated) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return getMailTemplate(app, claims, input.idplantilla);
}

async function sampleValues(app: FastifyInstance, idcliente: number, evento: MailEvent) {
  const base = await tenantBaseUrl(mailDepsOf(app), idcliente);
  const tenant = await app.db
    .selectFrom('clientes')
    .select('nombre')
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  const forHandlers = evento === 'nueva_denuncia' || evento === 'nuevo_mensaje_informante';
  return {
    cliente: tenant?.nombre ?? '',
    referencia: forHandlers ? '2026-0123' : '',
    enlace: forHandlers ? `${base}/admin/denuncias/gestion/123` : `${base}/denuncias/seguimiento`,
  };
}

export async function previewMail(
  app: FastifyInstance,
  claims: TokenClaims,
  body: { evento: MailEvent; asunto: string; cuerpo: string },
) {
  const values = await sampleValues(app, claims.idcliente, body.evento);
  return {
    success: true as const,
    data: { asunto: renderMailText(body.asunto, values), cuerpo: renderMailText(body.cuerpo, values) },
  };
}

export async function sendTestMail(
  app: FastifyInstance,
  claims: TokenClaims,
  body: { idplantilla: number; destinatario: string },
) {
  const template = await findTemplate(app.db, claims.idcliente, body.idplantilla);
  if (!template) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const evento = template.evento as MailEvent;
  const [idcorreo] = await queueMail(mailDepsOf(app), {
    idcliente: claims.idcliente,
    evento,
    ididioma: template.ididioma,
    destinatarios: [body.destinatario],
    values: await sampleValues(app, claims.idcliente, evento),
    idplantilla: template.idplantilla,
  });
  if (idcorreo === undefined) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return { success: true as const, idcorreo };
}

/** `a***@example.es`: enough to recognise a handler's address, not to copy a reporter's. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) {
    return '***';
  }
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

export async function listOutboxMails(app: FastifyInstance, claims: TokenClaims, request: ListRequest) {
  let estado: OutboxMail['estado'] | undefined;
  request.columns.forEach((column, index) => {
    if (column.name.toLowerCase() === 'estado' && (outboxStates as readonly unknown[]).includes(column.data)) {
      estado = column.data as OutboxMail['estado'];
    } else {
      throw invalid(`body.columns.${index}`, `Filtro admitido: estado (${outboxStates.join(', ')})`);
    }
  });
  const limit = request.length === -1 ? limits.listMaxLength : Math.min(request.length, limits.listMaxLength);
  const { rows, total } = await listOutbox(app.db, claims.idcliente, { offset: request.start, limit, estado });
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  const data: OutboxMail[] = rows.map((row) => ({
    idcorreo: row.idcorreo,
    evento: row.evento,
    // A reporter's notice address (issue 17 §4) is never shown, not even its domain.
    destinatario:
      row.evento === reporterNoticeEvent
        ? '***'
        : maskAddress(decryptText(key, row.destinatario, outboxRecipientContext(row.uid))),
    asunto: row.asunto,
    // A sealed body (an invitation) carries a one-time link: the screen never shows it.
    cuerpo: sealedBodyEvents.has(row.evento) ? sealedBodyNotice : row.cuerpo,
    estado: row.estado,
    intentos: row.intentos,
    proximo_intento: row.proximo_intento,
    ultimo_error: row.ultimo_error,
    fec_alta: row.fec_alta,
    fec_envio: row.fec_envio,
  }));
  return { success: true as const, total: request.gettotal ? total : data.length, data };
}

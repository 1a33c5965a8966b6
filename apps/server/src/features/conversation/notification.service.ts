import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import type { Notification, NotificationInput } from '@atalaya/contract/complaints/notification.schemas';
import type { Database } from '../../db/schema.ts';
import { sanitizeContentHtml } from '../../lib/content-html.ts';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import {
  canReachComplaint,
  complaintNotFound,
  getReachableComplaint,
  isResolved,
  reporterGuidOf,
  resolvedCaseMessage,
  viewerOf,
} from '../../domain/complaint/complaint.policy.ts';
import { mailReporter } from '../../domain/complaint/case-mail.service.ts';
import { prepareReporterNotice, queueReporterNotice } from '../../domain/complaint/reporter-notice.service.ts';
import { findComplaintById, type ComplaintRow } from '../../domain/complaint/complaint.repository.ts';
import { filtersOf, pageOf, sortOf } from '../../lib/list-request.ts';
import {
  deleteNotification,
  findNotification,
  findNotifications,
  findNotificationsByIds,
  findNotificationTitles,
  insertNotification,
  isDocumentOfComplaint,
  updateNotification,
  type NotificationRow,
} from '../../domain/complaint/notification.repository.ts';
import { pageIdsByTitle } from './notification-order.rules.ts';

export const notificationMessages = {
  resolved: resolvedCaseMessage,
  complaintMissing: 'La comunicación indicada no existe',
  documentMissing: 'El documento indicado no pertenece a la comunicación',
  keyRequired: 'Indique la clave del elemento que quiere actualizar',
  keyOnCreate: 'No indique la clave al crear un elemento: se asigna al guardarlo',
  complaintChange: 'Una notificación no puede cambiar de comunicación',
  emptyContent: 'El contenido es obligatorio',
} as const;

const path = 'body.den_denuncia_notificaciones';

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path: `${path}.${field}`, message }] });
}

function present(key: Buffer, row: NotificationRow): Notification {
  return {
    idnotificacion: row.idnotificacion,
    iddenuncia: row.iddenuncia,
    descripcion: decryptText(key, row.descripcion, sealedColumn.notificationTitle(row.iddenuncia)),
    fec_alta: row.fec_alta,
    ididioma: row.ididioma,
    contenido: decryptText(key, row.contenido, sealedColumn.notificationContent(row.iddenuncia)),
    iddocumento: row.iddocumento,
  };
}

/**
 * `POST …/den_denuncia_notificaciones/GetList`: an administrator lists its tenant's notifications
 * (filter `iddenuncia` optional); an Informante only its own complaint's (another id → 404).
 */
export async function findNotificationPage(
  app: FastifyInstance,
  claims: TokenClaims,
  request: ListRequest,
): Promise<{ total: number; data: Notification[] }> {
  const filters = filtersOf(request, { iddenuncia: 'integer' });
  const sort = sortOf(request, ['idnotificacion', 'fec_alta', 'descripcion'] as const, {
    column: 'idnotificacion',
    order: 'asc',
  });
  let iddenuncia = typeof filters.iddenuncia === 'number' ? filters.iddenuncia : undefined;
  if (claims.tipoacceso === 'Informante') {
    const own = await getReachableComplaint(app.db, claims, { guid: reporterGuidOf(claims) });
    if (iddenuncia !== undefined && iddenuncia !== own.iddenuncia) {
      throw complaintNotFound();
    }
    iddenuncia = own.iddenuncia;
  }
  const scope = { idcliente: claims.idcliente, iddenuncia, viewer: viewerOf(claims) };
  const page = pageOf(request);
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  if (sort.column === 'descripcion') {
    return pageByTitle(app.db, key, scope, { order: sort.order, ...page });
  }
  const { rows, total } = await findNotifications(app.db, scope, { sort: sort.column, order: sort.order, ...page });
  return { total: total ?? -1, data: rows.map((row) => present(key, row)) };
}

/**
 * A page ordered by the sealed title: every title in scope is decrypted and ordered in memory
 * (a complaint has few notifications), then only the page's rows are read and decrypted.
 */
async function pageByTitle(
  db: Kysely<Database>,
  key: Buffer,
  scope: Parameters<typeof findNotificationTitles>[1],
  page: { order: 'asc' | 'desc'; offset: number; limit: number; withTotal: boolean },
): Promise<{ total: number; data: Notification[] }> {
  const sealed = await findNotificationTitles(db, scope);
  const titles = sealed.map((row) => ({
    idnotificacion: row.idnotificacion,
    descripcion: decryptText(key, row.descripcion, sealedColumn.notificationTitle(row.iddenuncia)),
  }));
  const ids = pageIdsByTitle(titles, page.order, page);
  const rows = new Map((await findNotificationsByIds(db, scope.idcliente, ids)).map((r) => [r.idnotificacion, r]));
  const data = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [present(key, row)] : [];
  });
  return { total: page.withTotal ? titles.length : -1, data };
}

/** `GET …/den_denuncia_notificaciones/:id`: one notification of a complaint the caller reaches. */
export async function getNotification(app: FastifyInstance, claims: TokenClaims, id: number): Promise<Notification> {
  const row = await findNotification(app.db, claims.idcliente, id);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  await getReachableComplaint(app.db, claims, { iddenuncia: row.iddenuncia });
  return present(await app.tenantKeys.keyFor(claims.idcliente), row);
}

/** The complaint a notification write targets: of the tenant (else 400) and not resolved (else 501). */
async function writableComplaint(db: Kysely<Database>, claims: TokenClaims, iddenuncia: number): Promise<ComplaintRow> {
  const complaint = await findComplaintById(db, claims.idcliente, iddenuncia, viewerOf(claims));
  if (!complaint || !canReachComplaint(claims, complaint)) {
    throw invalid('iddenuncia', notificationMessages.complaintMissing);
  }
  if (isResolved(complaint)) {
    throw new AppError('BUSINESS_RULE', notificationMessages.resolved);
  }
  return complaint;
}

/** Stored values of an input: title and sanitised HTML encrypted for the complaint, document of the same complaint. */
async function storedValues(app: FastifyInstance, claims: TokenClaims, input: NotificationInput) {
  const html = sanitizeContentHtml(input.contenido);
  if (html.trim() === '') {
    throw invalid('contenido', notificationMessages.emptyContent);
  }
  const scope = { idcliente: claims.idcliente, iddenuncia: input.iddenuncia };
  if (input.iddocumento !== null && !(await isDocumentOfComplaint(app.db, scope, input.iddocumento))) {
    throw invalid('iddocumento', notificationMessages.documentMissing);
  }
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  return {
    key,
    values: {
      descripcion: encryptText(key, input.descripcion, sealedColumn.notificationTitle(input.iddenuncia)),
      contenido: encryptText(key, html, sealedColumn.notificationContent(input.iddenuncia)),
      ididioma: input.ididioma,
      iddocumento: input.iddocumento,
    },
  };
}

/** `POST …/den_denuncia_notificaciones/` (administrators). */
export async function createNotification(
  app: FastifyInstance,
  claims: TokenClaims,
  input: NotificationInput,
): Promise<Notification> {
  if (input.idnotificacion !== undefined) {
    throw invalid('idnotificacion', notificationMessages.keyOnCreate);
  }
  const complaint = await writableComplaint(app.db, claims, input.iddenuncia);
  const { key, values } = await storedValues(app, claims, input);
  const notice = await prepareReporterNotice(app, claims.idcliente);
  // The content-free notice to the reporter's notice address goes with the notification (issue 17 §4).
  const row = await app.db.transaction().execute(async (trx) => {
    const inserted = await insertNotification(trx, {
      ...values,
      idcliente: claims.idcliente,
      iddenuncia: input.iddenuncia,
      fec_alta: nowIso(),
    });
    await queueReporterNotice(app, trx, notice, complaint);
    return inserted;
  });
  await mailReporter(app, complaint, 'nueva_respuesta');
  return present(key, row);
}

/** `PUT …/den_denuncia_notificaciones/` (administrators): same complaint, not resolved. */
export async function replaceNotification(
  app: FastifyInstance,
  claims: TokenClaims,
  input: NotificationInput,
): Promise<Notification> {
  if (input.idnotificacion === undefined) {
    throw invalid('idnotificacion', notificationMessages.keyRequired);
  }
  const current = await findNotification(app.db, claims.idcliente, input.idnotificacion);
  if (!current) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  // A notification of a case the caller may not see looks missing too (case-access.policy).
  await getReachableComplaint(app.db, claims, { iddenuncia: current.iddenuncia });
  if (current.iddenuncia !== input.iddenuncia) {
    throw invalid('iddenuncia', notificationMessages.complaintChange);
  }
  await writableComplaint(app.db, claims, input.iddenuncia);
  const { key, values } = await storedValues(app, claims, input);
  const row = await updateNotification(
    app.db,
    { idcliente: claims.idcliente, idnotificacion: input.idnotificacion },
    values,
  );
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return present(key, row);
}

/**
 * `DELETE …/den_denuncia_notificaciones/:id` (administrators): not on a resolved complaint.
 * Answers the complaint the notification belonged to.
 */
export async function removeNotification(app: FastifyInstance, claims: TokenClaims, id: number): Promise<number> {
  const current = await findNotification(app.db, claims.idcliente, id);
  if (!current) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  // A notification of a case the caller may not see looks missing too (case-access.policy).
  await getReachableComplaint(app.db, claims, { iddenuncia: current.iddenuncia });
  await writableComplaint(app.db, claims, current.iddenuncia);
  await deleteNotification(app.db, { idcliente: claims.idcliente, idnotificacion: id });
  return current.iddenuncia;
}

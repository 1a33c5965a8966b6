import type { Notification } from '@atalaya/contract/complaints/notification.schemas';

export const notificationSortColumns = ['idnotificacion', 'descripcion', 'fec_alta'] as const;
export type NotificationSortColumn = (typeof notificationSortColumns)[number];
export type NotificationSort = { column: NotificationSortColumn; order: 'asc' | 'desc' };

/** Spec §2, §9: default sort IDNOTIFICACION ascending. */
export const defaultNotificationSort: NotificationSort = { column: 'idnotificacion', order: 'asc' };

/** Lower case without accents, so "notificacion" finds "Notificación". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/**
 * The notifications whose description (or date as shown) contains `search`, ignoring case and
 * accents. `formatDate` renders `fec_alta` as the table shows it.
 */
export function filterNotifications(
  rows: readonly Notification[],
  search: string,
  formatDate: (iso: string) => string,
): Notification[] {
  const needle = foldText(search.trim());
  if (needle === '') {
    return [...rows];
  }
  return rows.filter(
    (row) => foldText(row.descripcion).includes(needle) || foldText(formatDate(row.fec_alta)).includes(needle),
  );
}

function compare(a: Notification, b: Notification, column: NotificationSortColumn): number {
  switch (column) {
    case 'descripcion':
      return a.descripcion.localeCompare(b.descripcion, 'es', { sensitivity: 'base' });
    case 'fec_alta':
      return a.fec_alta.localeCompare(b.fec_alta);
    default:
      return a.idnotificacion - b.idnotificacion;
  }
}

/** Sorted by the column; ties keep IDNOTIFICACION order. */
export function sortNotifications(rows: readonly Notification[], sort: NotificationSort): Notification[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compare(a, b, sort.column) || a.idnotificacion - b.idnotificacion);
}

/** The rows of one page (0-based). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice(page * pageSize, page * pageSize + pageSize);
}

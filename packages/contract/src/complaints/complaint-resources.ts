/**
 * The complaint resources under `/api/denuncias/{resource}/` served by the complaints feature
 * rather than the generic registry (`resources/resource-names.ts`): filing and the reporter view
 * (`den_denuncias`), chat, notifications and complaint documents (spec §7).
 */
export const complaintResourceNames = [
  'den_denuncias',
  'den_chat_mensajes',
  'den_denuncia_notificaciones',
  'den_denuncia_docs',
] as const;
export type ComplaintResourceName = (typeof complaintResourceNames)[number];

/** Base path of every complaint resource. */
export const complaintResourceBase = '/api/denuncias';

/**
 * The list request the reporter screens send: everything (`length: -1`) of one complaint,
 * filtered by `column` (`iddenuncia`, or `guid` for the chat), oldest first.
 * @example complaintListRequest('guid', guid, 'fec_mensaje')
 */
export function complaintListRequest(column: 'iddenuncia' | 'guid', value: number | string, sort: string) {
  return {
    start: 0,
    length: -1,
    sort,
    order: 'asc' as const,
    columns: [{ name: column, data: value }],
  };
}

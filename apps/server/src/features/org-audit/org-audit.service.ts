import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { formatDateTimeIn } from '@atalaya/contract/common/time-zone';
import {
  orgAuditExportMaxRows,
  type OrgAuditFilters,
  type OrgAuditListRequest,
  type OrgAuditListResponse,
  type OrgAuditVerificationResponse,
} from '@atalaya/contract/people/org-audit.schemas';
import { auditEntriesOf, recordAudit, verifyAuditChain } from '../../lib/audit.ts';
import { tenantTimeZone } from '../../lib/tenant-time-zone.ts';
import { findOrgAuditRows, type OrgAuditQuery } from './org-audit.repository.ts';

/** Milliseconds the zone's wall clock is ahead of UTC at the instant `at`. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  function value(type: string): number {
    return Number(parts.find((p) => p.type === type)?.value ?? 0);
  }
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wall - at;
}

/** The UTC instant at which the calendar day `day` (YYYY-MM-DD) starts in the zone, plus `addDays`. */
export function dayStartIn(day: string, timeZone: string, addDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + addDays);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone)).toISOString();
}

/** The contract's filters as the repository reads them (the tenant's days as UTC instants). */
async function queryOf(app: FastifyInstance, idcliente: number, filters: OrgAuditFilters): Promise<OrgAuditQuery> {
  const zone = filters.desde || filters.hasta ? await tenantTimeZone(app.db, idcliente) : 'UTC';
  return {
    idcliente,
    acciones: filters.accion,
    usuario: filters.usuario || undefined,
    desde: filters.desde ? dayStartIn(filters.desde, zone) : undefined,
    hasta: filters.hasta ? dayStartIn(filters.hasta, zone, 1) : undefined,
    iddenuncia: filters.alcance === 'organizacion' ? null : filters.alcance === 'caso' ? filters.iddenuncia : undefined,
  };
}

/** `POST /api/admin/auditoria/GetList`: a page of the tenant's whole trail, newest first. */
export async function listOrgAudit(
  app: FastifyInstance,
  claims: TokenClaims,
  request: OrgAuditListRequest,
): Promise<OrgAuditListResponse> {
  const query = await queryOf(app, claims.idcliente, request.filtros);
  const { rows, total } = await findOrgAuditRows(app.db, query, { offset: request.start, limit: request.length });
  return {
    success: true,
    total,
    data: auditEntriesOf(rows),
  };
}

/** `GET /api/admin/auditoria/verificacion`: the tenant's chain recomputed end to end. */
export async function verifyOrgAudit(app: FastifyInstance, idcliente: number): Promise<OrgAuditVerificationResponse> {
  return { success: true, data: await verifyAuditChain(app.db, idcliente) };
}

export const orgAuditExportFileName = 'Auditoria.xlsx';

/**
 * `GET /api/admin/auditoria/exportacion`: every matching row (at most `orgAuditExportMaxRows`,
 * newest first) as one sheet, times in the tenant's zone. The export itself is recorded
 * (`exportar`, its filters' shape only) before the file is answered.
 */
export async function exportOrgAudit(
  app: FastifyInstance,
  claims: TokenClaims,
  filters: OrgAuditFilters,
): Promise<Buffer> {
  const query = await queryOf(app, claims.idcliente, filters);
  const zone = await tenantTimeZone(app.db, claims.idcliente);
  const { rows } = await findOrgAuditRows(app.db, query, { offset: 0, limit: orgAuditExportMaxRows });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Auditoría');
  sheet.columns = [
    { header: 'Id', key: 'id', width: 10 },
    { header: `Fecha (${zone})`, key: 'fecha', width: 22 },
    { header: 'Persona', key: 'usuario', width: 32 },
    { header: 'Acción', key: 'accion', width: 24 },
    { header: 'Resultado', key: 'resultado', width: 12 },
    { header: 'Caso', key: 'caso', width: 10 },
    { header: 'Detalle', key: 'detalle', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      id: row.idauditoria,
      fecha: formatDateTimeIn(row.fec_evento, zone, 'es-ES'),
      usuario: row.usuario,
      accion: row.accion,
      resultado: row.resultado,
      caso: row.iddenuncia ?? '',
      detalle: row.detalle,
    });
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await recordAudit(app.db, claims, {
    idcliente: claims.idcliente,
    iddenuncia: null,
    accion: 'exportar',
    resultado: 'ok',
    detalle: `GET /api/admin/auditoria/exportacion filas=${rows.length}`,
  });
  return buffer;
}

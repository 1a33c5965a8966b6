import type { FastifyInstance } from 'fastify';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type {
  CaseRegisterEntry,
  CaseRegisterQuery,
  CaseRegisterResponse,
} from '@atalaya/contract/complaints/case-register.schemas';
import { dayIn } from '@atalaya/contract/common/time-zone';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import { tenantTimeZone } from '../../lib/tenant-time-zone.ts';
import {
  findActionsOfCases,
  findRegisterCases,
  findRegisterYears,
  type RegisterCaseRow,
} from './case-register.repository.ts';
import { presentCaseAction } from './case-action.service.ts';

/** A type's or status' name in Spanish (they are stored as JSON texts per language; older rows plain). */
function spanishName(stored: string): string {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed === 'object' && parsed !== null) {
      return pickText(parsed as Record<string, string>, 'es');
    }
  } catch {
    // A plain name.
  }
  return stored;
}

function closedFilter(estado: CaseRegisterQuery['estado']): { resolvedStatusId: number; want: boolean } | null {
  if (estado === 'todas') {
    return null;
  }
  return { resolvedStatusId, want: estado === 'cerradas' };
}

/**
 * The libro-registro of a year (issue 17 §5, Ley 2/2023 art 26): one entry per communication with
 * its actions and measures. Built from the case's own columns and log only; nothing that names a
 * person is read. The caller (a Responsable) is checked by the route; the view is recorded in the
 * organisation's trail by plugins/org-audit.
 */
export async function caseRegisterOf(
  app: FastifyInstance,
  idcliente: number,
  query: CaseRegisterQuery,
): Promise<CaseRegisterResponse['data']> {
  return (await caseRegisterWithZone(app, idcliente, query)).register;
}

/** The register and the tenant's time zone it was dated in (the export prints both). */
export async function caseRegisterWithZone(
  app: FastifyInstance,
  idcliente: number,
  query: CaseRegisterQuery,
): Promise<{ register: CaseRegisterResponse['data']; timeZone: string }> {
  const [cases, anios, timeZone] = await Promise.all([
    findRegisterCases(app.db, idcliente, query.anio, closedFilter(query.estado)),
    findRegisterYears(app.db, idcliente),
    tenantTimeZone(app.db, idcliente),
  ]);
  const actions = await findActionsOfCases(
    app.db,
    idcliente,
    cases.map((row) => row.iddenuncia),
  );
  const key = await app.tenantKeys.keyFor(idcliente);
  const byCase = new Map<
    number,
    { actuaciones: CaseRegisterEntry['actuaciones']; medidas: CaseRegisterEntry['medidas'] }
  >();
  for (const row of actions) {
    const action = presentCaseAction(key, row);
    const lists = byCase.get(row.iddenuncia) ?? { actuaciones: [], medidas: [] };
    (action.clase === 'medida' ? lists.medidas : lists.actuaciones).push({
      fecha: action.fecha,
      descripcion: action.descripcion,
    });
    byCase.set(row.iddenuncia, lists);
  }
  return {
    register: {
      anio: query.anio,
      estado: query.estado,
      anios,
      entradas: cases.map((row) => entryOf(row, timeZone, byCase.get(row.iddenuncia))),
    },
    timeZone,
  };
}

function entryOf(
  row: RegisterCaseRow,
  timeZone: string,
  lists: { actuaciones: CaseRegisterEntry['actuaciones']; medidas: CaseRegisterEntry['medidas'] } | undefined,
): CaseRegisterEntry {
  const closed = row.idestadodenuncia === resolvedStatusId;
  return {
    iddenuncia: row.iddenuncia,
    referencia: row.referencia,
    fecha_recepcion: dayIn(row.fec_alta, timeZone),
    tipo: spanishName(row.tipo),
    canal: row.canal,
    estado: spanishName(row.estado),
    actuaciones: lists?.actuaciones ?? [],
    medidas: lists?.medidas ?? [],
    fecha_cierre: closed && row.fec_resolucion !== null ? dayIn(row.fec_resolucion, timeZone) : null,
    resultado: closed ? spanishName(row.estado) : null,
  };
}

import type { FastifyInstance } from 'fastify';
import { purgeWarningDays, type RetentionSettings } from '@atalaya/contract/complaints/case-retention.schemas';
import { recordOrgAudit } from '../../lib/audit.ts';
import { checkpointLog, purgeCase, removeFromRegister } from './case-purge.service.ts';
import {
  claimPurgeWarnings,
  findActiveTenants,
  findRetentionCandidateIds,
  findRetentionRows,
  type RetentionRow,
} from './case-retention.repository.ts';
import {
  addDays,
  candidateCutoff,
  purgeDue,
  purgeReady,
  registerRemovalAt,
  warningDue,
} from './case-retention.rules.ts';
import { sendPurgeWarning } from './purge-warning.service.ts';

export type RetentionRoundReport = { avisos: number; purgas: number; bajas: number };

/**
 * Candidates' rows are read this many at a time (their ids in one scan first): a first round over
 * a large backlog holds one page of rows, not every candidate of the tenant (decision 066).
 */
export const candidatePageSize = 500;

/** Who the trail names for what the daily round does. */
const systemActor = { idusuario: null, usuario: 'sistema' } as const;

/** One tenant's share of the round: removals, purges, then one warning naming every case it claimed. */
async function tenantRound(
  app: FastifyInstance,
  tenant: RetentionSettings & { idcliente: number },
  at: string,
  report: RetentionRoundReport,
  pageSize: number,
): Promise<void> {
  const { idcliente } = tenant;
  const horizon = addDays(at, purgeWarningDays);
  const cutoffs = {
    sinInvestigacion: candidateCutoff(horizon, tenant.meses_sin_investigacion),
    cierre: candidateCutoff(horizon, tenant.meses_tras_cierre),
    registro: candidateCutoff(at, tenant.anios_registro * 12),
  };
  const toWarn: Array<{ iddenuncia: number; staleBefore: string }> = [];
  const ids = await findRetentionCandidateIds(app.db, idcliente, cutoffs);
  for (let start = 0; start < ids.length; start += pageSize) {
    const page = await findRetentionRows(app.db, idcliente, cutoffs, ids.slice(start, start + pageSize));
    for (const row of page) {
      await handleCandidate(app, tenant, at, row, toWarn, report);
    }
  }
  const claimed = await claimPurgeWarnings(app.db, idcliente, toWarn, at);
  if (claimed.length > 0) {
    await sendPurgeWarning(app, idcliente, claimed);
    report.avisos += claimed.length;
  }
}

/** One candidate: removed from the register, purged, or put on the list to warn; a failure is logged by id. */
async function handleCandidate(
  app: FastifyInstance,
  tenant: RetentionSettings & { idcliente: number },
  at: string,
  row: RetentionRow,
  toWarn: Array<{ iddenuncia: number; staleBefore: string }>,
  report: RetentionRoundReport,
): Promise<void> {
  const { idcliente } = tenant;
  try {
    if (row.fec_purga !== null) {
      if (at < registerRemovalAt(row, tenant.anios_registro)) {
        return;
      }
      await removeFromRegister(app, idcliente, row.iddenuncia, { at, checkpoint: false });
      await recordOrgAudit(app.db, systemActor, {
        idcliente,
        iddenuncia: row.iddenuncia,
        accion: 'purgar_caso',
        resultado: 'ok',
        detalle: 'causa=baja_registro',
      });
      report.bajas += 1;
      return;
    }
    const due = purgeDue(row, tenant);
    if (due === null) {
      return;
    }
    if (purgeReady(due.fecha, row.fec_aviso_purga, at)) {
      await purgeCase(app, idcliente, row.iddenuncia, { at, checkpoint: false });
      await recordOrgAudit(app.db, systemActor, {
        idcliente,
        iddenuncia: row.iddenuncia,
        accion: 'purgar_caso',
        resultado: 'ok',
        detalle: `causa=${due.causa}`,
      });
      report.purgas += 1;
    } else if (warningDue(due.fecha, row.fec_aviso_purga, at)) {
      toWarn.push({ iddenuncia: row.iddenuncia, staleBefore: addDays(due.fecha, -purgeWarningDays) });
    }
  } catch (error) {
    app.log.warn({ err: error, iddenuncia: row.iddenuncia }, 'retention failed for a case');
  }
}

/**
 * The daily retention round at `now` (issue 17 §6; Ley 2/2023 art 32.3, 32.4, 26.2; decision 050),
 * over every active tenant: a case due within 7 days is announced to the Responsables once; a due
 * case whose announcement is 7 days old is purged; a register entry past its years is removed.
 * Cases on legal hold are skipped. A tenant or case that fails is logged by id and the rest go on.
 */
export async function runRetentionRound(
  app: FastifyInstance,
  now: Date = new Date(),
  pageSize: number = candidatePageSize,
): Promise<RetentionRoundReport> {
  const at = now.toISOString();
  const report: RetentionRoundReport = { avisos: 0, purgas: 0, bajas: 0 };
  for (const tenant of await findActiveTenants(app.db)) {
    try {
      await tenantRound(app, tenant, at, report, pageSize);
    } catch (error) {
      app.log.warn({ err: error, idcliente: tenant.idcliente }, 'retention round failed for a tenant');
    }
  }
  if (report.purgas + report.bajas > 0) {
    await checkpointLog(app);
  }
  return report;
}

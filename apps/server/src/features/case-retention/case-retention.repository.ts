import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { resolvedStatusId } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { RetentionSettings } from '@atalaya/contract/complaints/case-retention.schemas';
import type { Database } from '../../db/schema.ts';
import type { RetentionFacts } from './case-retention.rules.ts';

type Db = Kysely<Database>;

/** The tenant's retention settings (migration 023's columns; the defaults until changed). */
export async function findRetentionSettings(db: Db, idcliente: number): Promise<RetentionSettings | undefined> {
  const row = await db
    .selectFrom('clientes')
    .select(['retencion_meses_sin_investigacion', 'retencion_meses_tras_cierre', 'retencion_anios_registro'])
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        meses_sin_investigacion: row.retencion_meses_sin_investigacion,
        meses_tras_cierre: row.retencion_meses_tras_cierre,
        anios_registro: row.retencion_anios_registro,
      };
}

export async function updateRetentionSettings(db: Db, idcliente: number, settings: RetentionSettings): Promise<void> {
  await db
    .updateTable('clientes')
    .set({
      retencion_meses_sin_investigacion: settings.meses_sin_investigacion,
      retencion_meses_tras_cierre: settings.meses_tras_cierre,
      retencion_anios_registro: settings.anios_registro,
    })
    .where('idcliente', '=', idcliente)
    .execute();
}

/** The active tenants with their settings: the round's outer loop. */
export async function findActiveTenants(db: Db): Promise<Array<RetentionSettings & { idcliente: number }>> {
  const rows = await db
    .selectFrom('clientes')
    .select([
      'idcliente',
      'retencion_meses_sin_investigacion',
      'retencion_meses_tras_cierre',
      'retencion_anios_registro',
    ])
    .where('activo', '=', 1)
    .orderBy('idcliente')
    .execute();
  return rows.map((row) => ({
    idcliente: row.idcliente,
    meses_sin_investigacion: row.retencion_meses_sin_investigacion,
    meses_tras_cierre: row.retencion_meses_tras_cierre,
    anios_registro: row.retencion_anios_registro,
  }));
}

export type RetentionRow = RetentionFacts & {
  iddenuncia: number;
  referencia: string;
  fec_aviso_purga: string | null;
  fec_retencion_bloqueo: string | null;
  retencion_bloqueo_motivo: string | null;
};

function retentionQuery(db: Db, idcliente: number) {
  return db
    .selectFrom('den_denuncias as d')
    .select((eb) => [
      'd.iddenuncia',
      'd.referencia',
      'd.idestadodenuncia',
      'd.fec_alta',
      'd.fec_resolucion',
      'd.fec_veraz_no_acreditada',
      'd.fec_purga',
      'd.fec_aviso_purga',
      'd.fec_retencion_bloqueo',
      'd.retencion_bloqueo_motivo',
      eb
        .exists(
          eb
            .selectFrom('den_estados_denuncia as s')
            .select(sql.lit(1).as('x'))
            .where('s.idcliente', '=', idcliente)
            .whereRef('s.idestadodenuncia', '=', 'd.idestadodenuncia')
            .where('s.inicial', '=', 1),
        )
        .as('inicial'),
      eb
        .exists(
          eb
            .selectFrom('den_estados_denuncia as s')
            .select(sql.lit(1).as('x'))
            .where('s.idcliente', '=', idcliente)
            .whereRef('s.idestadodenuncia', '=', 'd.idestadodenuncia')
            .where('s.sin_investigacion', '=', 1),
        )
        .as('sin_investigacion'),
      eb
        .exists(
          eb
            .selectFrom('den_denuncia_actuaciones as a')
            .select(sql.lit(1).as('x'))
            .where('a.idcliente', '=', idcliente)
            .whereRef('a.iddenuncia', '=', 'd.iddenuncia'),
        )
        .as('con_actuaciones'),
    ])
    .where('d.idcliente', '=', idcliente);
}

function toRow(
  row: Omit<RetentionRow, 'inicial' | 'sin_investigacion' | 'con_actuaciones'> & {
    inicial: unknown;
    sin_investigacion: unknown;
    con_actuaciones: unknown;
  },
): RetentionRow {
  return {
    ...row,
    inicial: Boolean(Number(row.inicial)),
    sin_investigacion: Boolean(Number(row.sin_investigacion)),
    con_actuaciones: Boolean(Number(row.con_actuaciones)),
  };
}

/** One case's retention facts (tenant-scoped). */
export async function findCaseRetention(
  db: Db,
  idcliente: number,
  iddenuncia: number,
): Promise<RetentionRow | undefined> {
  const row = await retentionQuery(db, idcliente).where('d.iddenuncia', '=', iddenuncia).executeTakeFirst();
  return row === undefined ? undefined : toRow(row);
}

type Cutoffs = { sinInvestigacion: string; cierre: string; registro: string };
type CaseExpressions = ExpressionBuilder<Database & { d: Database['den_denuncias'] }, 'd'>;

/**
 * A case the daily round must look at, by its dates against the tenant's cut-offs (ISO texts; both
 * dialects store timestamps as ISO text): not held, and either not purged and old enough for one of
 * the causes, or purged and old enough to leave the register.
 */
function isCandidate(eb: CaseExpressions, cutoffs: Cutoffs) {
  return eb.and([
    eb('d.fec_retencion_bloqueo', 'is', null),
    eb.or([
      eb.and([
        eb('d.fec_purga', 'is', null),
        eb.or([
          eb('d.fec_veraz_no_acreditada', 'is not', null),
          eb.and([eb('d.idestadodenuncia', '=', resolvedStatusId), eb('d.fec_resolucion', '<=', cutoffs.cierre)]),
          eb.and([eb('d.idestadodenuncia', '<>', resolvedStatusId), eb('d.fec_alta', '<=', cutoffs.sinInvestigacion)]),
        ]),
      ]),
      eb.and([
        eb('d.fec_purga', 'is not', null),
        eb(eb.fn.coalesce('d.fec_resolucion', 'd.fec_alta'), '<=', cutoffs.registro),
      ]),
    ]),
  ]);
}

/**
 * The ids of the tenant's candidates for the daily round, in one scan: integers only, so a round
 * over a large backlog (58 319 candidates in the 100 000-case bench) holds no rows it is not
 * working on (`findRetentionRows` reads them a page at a time).
 */
export async function findRetentionCandidateIds(db: Db, idcliente: number, cutoffs: Cutoffs): Promise<number[]> {
  const rows = await db
    .selectFrom('den_denuncias as d')
    .select('d.iddenuncia')
    .where('d.idcliente', '=', idcliente)
    .where((eb) => isCandidate(eb, cutoffs))
    .orderBy('d.iddenuncia')
    .execute();
  return rows.map((row) => row.iddenuncia);
}

/** The retention rows of some candidates (by primary key), read again: still candidates, not held since. */
export async function findRetentionRows(
  db: Db,
  idcliente: number,
  cutoffs: Cutoffs,
  ids: readonly number[],
): Promise<RetentionRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await retentionQuery(db, idcliente)
    .where('d.iddenuncia', 'in', [...ids])
    .where((eb) => isCandidate(eb, cutoffs))
    .orderBy('d.iddenuncia')
    .execute();
  return rows.map(toRow);
}

/**
 * Records the purge warning of these cases unless another call did (a conditional update): answers
 * the references this call claimed, the only ones it may announce. `staleBefore`: a warning older
 * than this was for an earlier due date and is replaced.
 */
export async function claimPurgeWarnings(
  db: Db,
  idcliente: number,
  cases: ReadonlyArray<{ iddenuncia: number; staleBefore: string }>,
  at: string,
): Promise<string[]> {
  const claimed: string[] = [];
  for (const item of cases) {
    const row = await db
      .updateTable('den_denuncias')
      .set({ fec_aviso_purga: at })
      .where('idcliente', '=', idcliente)
      .where('iddenuncia', '=', item.iddenuncia)
      .where('fec_purga', 'is', null)
      .where((eb) => eb.or([eb('fec_aviso_purga', 'is', null), eb('fec_aviso_purga', '<', item.staleBefore)]))
      .returning('referencia')
      .executeTakeFirst();
    if (row !== undefined) {
      claimed.push(row.referencia);
    }
  }
  return claimed;
}

/** Puts a case on legal hold (the reason sealed by the caller) or lifts it; lifting forgets the warning. */
export async function setLegalHold(
  db: Db,
  idcliente: number,
  iddenuncia: number,
  hold: { motivo: string; desde: string } | null,
): Promise<boolean> {
  const result = await db
    .updateTable('den_denuncias')
    .set(
      hold === null
        ? { retencion_bloqueo_motivo: null, fec_retencion_bloqueo: null, fec_aviso_purga: null }
        : { retencion_bloqueo_motivo: hold.motivo, fec_retencion_bloqueo: hold.desde },
    )
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .where('fec_purga', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

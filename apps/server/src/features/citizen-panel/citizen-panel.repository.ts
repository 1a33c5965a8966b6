import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/*
 * The complaints a citizen filed while identified (`den_denuncias.idtercero`, decision 052).
 * Every statement carries the tenant and the citizen: another citizen's or tenant's complaint is
 * never among the answers.
 */

export type CitizenComplaintRow = {
  referencia: string;
  fec_alta: string;
  ididioma: number;
  idestadodenuncia: number;
  /** Stored I18nText JSON; null when the type or status is gone. */
  tipo: string | null;
  estado: string | null;
  notificaciones: number | string | bigint;
};

/** The citizen's complaints in the tenant, newest first, with their type and status names and notification count. */
export async function findCitizenComplaints(
  db: Db,
  idcliente: number,
  idtercero: number,
): Promise<CitizenComplaintRow[]> {
  return db
    .selectFrom('den_denuncias as d')
    .leftJoin('den_tipos_denuncia as t', (join) =>
      join.onRef('t.idtipodenuncia', '=', 'd.idtipodenuncia').onRef('t.idcliente', '=', 'd.idcliente'),
    )
    .leftJoin('den_estados_denuncia as e', (join) =>
      join.onRef('e.idestadodenuncia', '=', 'd.idestadodenuncia').onRef('e.idcliente', '=', 'd.idcliente'),
    )
    .select((eb) => [
      'd.referencia',
      'd.fec_alta',
      'd.ididioma',
      'd.idestadodenuncia',
      't.nombre as tipo',
      'e.nombre as estado',
      eb
        .selectFrom('den_denuncia_notificaciones as n')
        .select((sub) => sub.fn.countAll().as('c'))
        .whereRef('n.iddenuncia', '=', 'd.iddenuncia')
        .whereRef('n.idcliente', '=', 'd.idcliente')
        .as('notificaciones'),
    ])
    .where('d.idcliente', '=', idcliente)
    .where('d.idtercero', '=', idtercero)
    .where('d.fec_purga', 'is', null)
    .orderBy('d.fec_alta', 'desc')
    .orderBy('d.iddenuncia', 'desc')
    .execute() as Promise<CitizenComplaintRow[]>;
}

/** The guid of the citizen's complaint with this reference in the tenant, or undefined (missing or not theirs). */
export async function findCitizenComplaintGuid(
  db: Db,
  key: { idcliente: number; idtercero: number; referencia: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('den_denuncias')
    .select('guid')
    .where('idcliente', '=', key.idcliente)
    .where('idtercero', '=', key.idtercero)
    .where('referencia', '=', key.referencia)
    .where('fec_purga', 'is', null)
    .executeTakeFirst();
  return row?.guid;
}

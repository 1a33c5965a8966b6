import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CaseActionTable } from '../../db/schema-people.ts';

type Db = Kysely<Database>;

export type CaseActionRow = Selectable<CaseActionTable>;

/** Stores one line of a case's log (the description already sealed) and answers its row. */
export async function insertCaseAction(db: Db, row: Insertable<CaseActionTable>): Promise<CaseActionRow> {
  return db.insertInto('den_denuncia_actuaciones').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The log of one case of the tenant, in the order things happened. */
export async function findCaseActions(db: Db, idcliente: number, iddenuncia: number): Promise<CaseActionRow[]> {
  return findActionsOfCases(db, idcliente, [iddenuncia]);
}

/** The case columns the register shows: no answers, contact data, receipt hash or names. */
export type RegisterCaseRow = {
  iddenuncia: number;
  referencia: string;
  fec_alta: string;
  fec_resolucion: string | null;
  canal: 'web' | 'verbal';
  idestadodenuncia: number;
  tipo: string;
  estado: string;
};

/**
 * The tenant's communications of a year, by their reference's year (the tenant's zone, migration
 * 012), oldest first, with their type's and status' names. `closed` narrows to resolved or open.
 */
export async function findRegisterCases(
  db: Db,
  idcliente: number,
  anio: number,
  closed: { resolvedStatusId: number; want: boolean } | null,
): Promise<RegisterCaseRow[]> {
  let query = db
    .selectFrom('den_denuncias as d')
    .innerJoin('den_tipos_denuncia as t', (join) =>
      join.onRef('t.idtipodenuncia', '=', 'd.idtipodenuncia').onRef('t.idcliente', '=', 'd.idcliente'),
    )
    .innerJoin('den_estados_denuncia as e', (join) =>
      join.onRef('e.idestadodenuncia', '=', 'd.idestadodenuncia').onRef('e.idcliente', '=', 'd.idcliente'),
    )
    .select([
      'd.iddenuncia',
      'd.referencia',
      'd.fec_alta',
      'd.fec_resolucion',
      'd.canal',
      'd.idestadodenuncia',
      't.nombre as tipo',
      'e.nombre as estado',
    ])
    .where('d.idcliente', '=', idcliente)
    .where('d.referencia', 'like', `${anio}-%`);
  if (closed !== null) {
    query = query.where('d.idestadodenuncia', closed.want ? '=' : '<>', closed.resolvedStatusId);
  }
  return query.orderBy('d.referencia').execute();
}

/** The logs of several cases of the tenant at once (the register's rows), in the order things happened. */
export async function findActionsOfCases(
  db: Db,
  idcliente: number,
  iddenuncias: readonly number[],
): Promise<CaseActionRow[]> {
  if (iddenuncias.length === 0) {
    return [];
  }
  return db
    .selectFrom('den_denuncia_actuaciones')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', 'in', iddenuncias)
    .orderBy('iddenuncia')
    .orderBy('fecha')
    .orderBy('idactuacion')
    .execute();
}

/** The years holding at least one of the tenant's communications, newest first. */
export async function findRegisterYears(db: Db, idcliente: number): Promise<number[]> {
  const rows = await db
    .selectFrom('den_denuncias')
    .select((eb) => eb.fn<string>('substr', ['referencia', eb.val(1), eb.val(4)]).as('anio'))
    .where('idcliente', '=', idcliente)
    .groupBy('anio')
    .execute();
  return rows.map((row) => Number(row.anio)).sort((a, b) => b - a);
}

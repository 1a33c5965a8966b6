import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { CaseAccess } from '@atalaya/contract/people/case-access.schemas';
import type { DialectName } from '../../db/database.ts';
import type { Database, UserRole } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The columns of a person named on a case's access panel. */
const personColumns = ['usuarios.idusuario', 'usuarios.nombre', 'usuarios.email', 'usuarios.rol'] as const;

/** A person of the tenant as the rules need them; undefined for another tenant's or a missing id. */
export async function findTenantPerson(
  db: Db,
  idcliente: number,
  idusuario: number,
): Promise<{ idusuario: number; rol: UserRole; activo: number } | undefined> {
  return db
    .selectFrom('usuarios')
    .select(['idusuario', 'rol', 'activo'])
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .executeTakeFirst();
}

/** Whether a person of the tenant is excluded from the case (a condition on `usuarios`). */
function notExcludedFrom(iddenuncia: number) {
  return ({ exists, not, selectFrom }: ExpressionBuilder<Database, 'usuarios'>) =>
    not(
      exists(
        selectFrom('den_denuncia_exclusiones')
          .select('den_denuncia_exclusiones.idusuario')
          .whereRef('den_denuncia_exclusiones.idusuario', '=', 'usuarios.idusuario')
          .where('den_denuncia_exclusiones.iddenuncia', '=', iddenuncia),
      ),
    );
}

/**
 * The case's access panel, each list by name: assigned gestores, excluded people (with the
 * reason), gestores who could be assigned, people who could be excluded (gestores and auditors).
 */
export async function findCaseAccess(db: Db, idcliente: number, iddenuncia: number): Promise<CaseAccess> {
  const [asignados, excluidos, candidatos, excluibles] = await Promise.all([
    db
      .selectFrom('den_denuncia_asignaciones')
      .innerJoin('usuarios', 'usuarios.idusuario', 'den_denuncia_asignaciones.idusuario')
      .select([...personColumns, 'den_denuncia_asignaciones.fec_alta'])
      .where('den_denuncia_asignaciones.idcliente', '=', idcliente)
      .where('den_denuncia_asignaciones.iddenuncia', '=', iddenuncia)
      .where('usuarios.idcliente', '=', idcliente)
      .orderBy('usuarios.nombre')
      .orderBy('usuarios.idusuario')
      .execute(),
    db
      .selectFrom('den_denuncia_exclusiones')
      .innerJoin('usuarios', 'usuarios.idusuario', 'den_denuncia_exclusiones.idusuario')
      .select([...personColumns, 'den_denuncia_exclusiones.motivo', 'den_denuncia_exclusiones.fec_alta'])
      .where('den_denuncia_exclusiones.idcliente', '=', idcliente)
      .where('den_denuncia_exclusiones.iddenuncia', '=', iddenuncia)
      .where('usuarios.idcliente', '=', idcliente)
      .orderBy('usuarios.nombre')
      .orderBy('usuarios.idusuario')
      .execute(),
    db
      .selectFrom('usuarios')
      .select(personColumns)
      .where('usuarios.idcliente', '=', idcliente)
      .where('usuarios.activo', '=', 1)
      .where('usuarios.rol', '=', 'gestor')
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('den_denuncia_asignaciones')
              .select('den_denuncia_asignaciones.idusuario')
              .whereRef('den_denuncia_asignaciones.idusuario', '=', 'usuarios.idusuario')
              .where('den_denuncia_asignaciones.iddenuncia', '=', iddenuncia),
          ),
        ),
      )
      .where(notExcludedFrom(iddenuncia))
      .orderBy('usuarios.nombre')
      .orderBy('usuarios.idusuario')
      .execute(),
    db
      .selectFrom('usuarios')
      .select(personColumns)
      .where('usuarios.idcliente', '=', idcliente)
      .where('usuarios.activo', '=', 1)
      .where('usuarios.rol', 'in', ['gestor', 'auditor'])
      .where(notExcludedFrom(iddenuncia))
      .orderBy('usuarios.nombre')
      .orderBy('usuarios.idusuario')
      .execute(),
  ]);
  return { asignados, excluidos, candidatos, excluibles };
}

/**
 * Holds the case's row until the transaction ends (PostgreSQL; SQLite has one writer), so an
 * assignment and an exclusion of the same case never interleave.
 */
export async function lockCase(db: Db, dialect: DialectName, idcliente: number, iddenuncia: number): Promise<void> {
  if (dialect !== 'postgres') {
    return;
  }
  await sql`select iddenuncia from den_denuncias where idcliente = ${idcliente} and iddenuncia = ${iddenuncia} for update`.execute(
    db,
  );
}

export async function isExcluded(db: Db, idcliente: number, iddenuncia: number, idusuario: number): Promise<boolean> {
  const row = await db
    .selectFrom('den_denuncia_exclusiones')
    .select('idusuario')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .where('idusuario', '=', idusuario)
    .executeTakeFirst();
  return row !== undefined;
}

/** Assigns a person to a case; false when they already were. */
export async function insertAssignment(
  db: Db,
  row: { idcliente: number; iddenuncia: number; idusuario: number; idusuario_alta: number | null; fec_alta: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('den_denuncia_asignaciones')
    .values(row)
    .onConflict((oc) => oc.columns(['iddenuncia', 'idusuario']).doNothing())
    .returning('idusuario')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes a person's assignment to a case; false when there was none. */
export async function deleteAssignment(
  db: Db,
  idcliente: number,
  iddenuncia: number,
  idusuario: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('den_denuncia_asignaciones')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .where('idusuario', '=', idusuario)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Excludes a person from a case, or changes the reason of an exclusion already there. */
export async function upsertExclusion(
  db: Db,
  row: {
    idcliente: number;
    iddenuncia: number;
    idusuario: number;
    motivo: string;
    idusuario_alta: number | null;
    fec_alta: string;
  },
): Promise<void> {
  await db
    .insertInto('den_denuncia_exclusiones')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['iddenuncia', 'idusuario']).doUpdateSet({
        motivo: row.motivo,
        idusuario_alta: row.idusuario_alta,
        fec_alta: row.fec_alta,
      }),
    )
    .execute();
}

/** Lifts a person's exclusion from a case; false when there was none. */
export async function deleteExclusion(
  db: Db,
  idcliente: number,
  iddenuncia: number,
  idusuario: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('den_denuncia_exclusiones')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .where('idusuario', '=', idusuario)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

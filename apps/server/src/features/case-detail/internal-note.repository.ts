import type { Kysely, Selectable } from 'kysely';
import type { Database, InternalNoteTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

export type InternalNoteRow = Selectable<InternalNoteTable> & { email: string | null };

function notesOf(db: Db, scope: { idcliente: number; iddenuncia: number }) {
  return db
    .selectFrom('den_notas_internas')
    .where('den_notas_internas.idcliente', '=', scope.idcliente)
    .where('den_notas_internas.iddenuncia', '=', scope.iddenuncia);
}

/** One page of a case's internal notes with their authors' e-mails (ties by id), and the count when asked. */
export async function findInternalNotes(
  db: Db,
  scope: { idcliente: number; iddenuncia: number },
  page: { sort: 'fec_alta' | 'idnota'; order: 'asc' | 'desc'; offset: number; limit: number; withTotal: boolean },
): Promise<{ rows: InternalNoteRow[]; total: number | null }> {
  const rows = await notesOf(db, scope)
    .leftJoin('usuarios', (join) =>
      join
        .onRef('usuarios.idusuario', '=', 'den_notas_internas.idusuario')
        .on('usuarios.idcliente', '=', scope.idcliente),
    )
    .selectAll('den_notas_internas')
    .select('usuarios.email')
    .orderBy(`den_notas_internas.${page.sort}`, page.order)
    .orderBy('den_notas_internas.idnota', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (!page.withTotal) {
    return { rows, total: null };
  }
  const counted = await notesOf(db, scope)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Appends a note (there is no update or delete: notes are append-only). */
export async function insertInternalNote(
  db: Db,
  values: { idcliente: number; iddenuncia: number; nota: string; idusuario: number; fec_alta: string },
): Promise<Selectable<InternalNoteTable>> {
  return db.insertInto('den_notas_internas').values(values).returningAll().executeTakeFirstOrThrow();
}

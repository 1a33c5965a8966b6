import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ImageTable } from '../../db/schema-gallery.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export type ImageRow = Selectable<ImageTable>;
export type ImageSort = 'idimagen' | 'fec_alta' | 'ididioma';

/** One page of a tenant's images (of one language when given), and the count when asked. */
export async function findImages(
  db: Db,
  scope: { idcliente: number; ididioma: number | undefined },
  page: { sort: ImageSort; order: 'asc' | 'desc'; offset: number; limit: number; withTotal: boolean },
): Promise<{ rows: ImageRow[]; total: number | null }> {
  let query = db.selectFrom('trans_imagenes').where('idcliente', '=', scope.idcliente);
  if (scope.ididioma !== undefined) {
    query = query.where('ididioma', '=', scope.ididioma);
  }
  let ordered = query.selectAll().orderBy(page.sort, page.order);
  if (page.sort !== 'idimagen') {
    // A stable order, so "load more" never repeats nor skips an image.
    ordered = ordered.orderBy('idimagen', 'desc');
  }
  const rows = await ordered.limit(page.limit).offset(page.offset).execute();
  if (!page.withTotal) {
    return { rows, total: null };
  }
  const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findImage(db: Db, idcliente: number, idimagen: number): Promise<ImageRow | undefined> {
  return db
    .selectFrom('trans_imagenes')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('idimagen', '=', idimagen)
    .executeTakeFirst();
}

/** The image of a tenant stored under a file name (the public address of an image). */
export async function findImageByName(db: Db, idcliente: number, imagen: string): Promise<ImageRow | undefined> {
  return db
    .selectFrom('trans_imagenes')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .where('imagen', '=', imagen)
    .executeTakeFirst();
}

export async function insertImage(db: Db, values: Insertable<ImageTable>): Promise<ImageRow> {
  return db.insertInto('trans_imagenes').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes a tenant's image row; answers the deleted row, or undefined when there was none. */
export async function deleteImage(db: Db, idcliente: number, idimagen: number): Promise<ImageRow | undefined> {
  return db
    .deleteFrom('trans_imagenes')
    .where('idcliente', '=', idcliente)
    .where('idimagen', '=', idimagen)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Changes a tenant's image only while it still points at `previousBlobKey` (two replacements at
 * once cannot both win); answers the row as changed, or undefined when it changed or went meanwhile.
 */
export async function updateImageRow(
  db: Db,
  key: { idcliente: number; idimagen: number; previousBlobKey: string },
  values: Updateable<ImageTable>,
): Promise<ImageRow | undefined> {
  return db
    .updateTable('trans_imagenes')
    .set(values)
    .where('idcliente', '=', key.idcliente)
    .where('idimagen', '=', key.idimagen)
    .where('blob_key', '=', key.previousBlobKey)
    .returningAll()
    .executeTakeFirst();
}

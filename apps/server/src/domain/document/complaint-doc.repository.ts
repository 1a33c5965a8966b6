import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Kysely or a transaction of it. */
type Db = Kysely<Database>;

/*
 * A tenant's complaint documents (den_denuncia_docs joined with gdoc_documentos): the page the
 * handler's list asks for (spec §3's list request) and one of them by id.
 */

export type ComplaintDocFilter =
  { column: 'iddenuncia' | 'iddocumento'; value: number } | { column: 'origen'; value: string };
export type ComplaintDocSort = 'iddenunciadoc' | 'iddocumento' | 'fec_alta' | 'tipo_mime' | 'tamano' | 'origen';

export type ComplaintDocQuery = {
  idcliente: number;
  filters: readonly ComplaintDocFilter[];
  sort: { column: ComplaintDocSort; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  withTotal: boolean;
};

const sortColumns = {
  iddenunciadoc: 'den_denuncia_docs.iddenunciadoc',
  iddocumento: 'den_denuncia_docs.iddocumento',
  fec_alta: 'den_denuncia_docs.fec_alta',
  tipo_mime: 'gdoc_documentos.tipo_mime',
  tamano: 'gdoc_documentos.tamano',
  origen: 'den_denuncia_docs.origen',
} as const satisfies Record<ComplaintDocSort, string>;

/** den_denuncia_docs joined with their documents, both sides scoped to the tenant. */
function complaintDocsOf(db: Db, idcliente: number, filters: readonly ComplaintDocFilter[]) {
  let query = db
    .selectFrom('den_denuncia_docs')
    .innerJoin('gdoc_documentos', 'gdoc_documentos.iddocumento', 'den_denuncia_docs.iddocumento')
    .where('den_denuncia_docs.idcliente', '=', idcliente)
    .where('gdoc_documentos.idcliente', '=', idcliente);
  for (const filter of filters) {
    query =
      filter.column === 'origen'
        ? query.where('den_denuncia_docs.origen', '=', filter.value === 'gestor' ? 'gestor' : 'informante')
        : query.where(`den_denuncia_docs.${filter.column}`, '=', filter.value);
  }
  return query;
}

const complaintDocColumns = [
  'den_denuncia_docs.iddenunciadoc',
  'den_denuncia_docs.iddenuncia',
  'den_denuncia_docs.iddocumento',
  'den_denuncia_docs.origen',
  'den_denuncia_docs.fec_alta',
  'gdoc_documentos.descripcion',
  'gdoc_documentos.nombre',
  'gdoc_documentos.tipo_mime',
  'gdoc_documentos.tamano',
  'gdoc_documentos.blob_key',
  'gdoc_documentos.conserva_metadatos',
] as const;

/** A page of a tenant's complaint documents and, when asked, how many match in all. */
export async function findComplaintDocs(db: Db, page: ComplaintDocQuery) {
  let query = complaintDocsOf(db, page.idcliente, page.filters)
    .select(complaintDocColumns)
    .orderBy(sortColumns[page.sort.column], page.sort.order);
  if (page.sort.column !== 'iddenunciadoc') {
    query = query.orderBy('den_denuncia_docs.iddenunciadoc', 'asc');
  }
  const rows = await query.limit(page.limit).offset(page.offset).execute();
  if (!page.withTotal) {
    return { rows, total: null };
  }
  const counted = await complaintDocsOf(db, page.idcliente, page.filters)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
  return { rows, total: Number(counted?.total ?? 0) };
}

export type ComplaintDocRow = Awaited<ReturnType<typeof findComplaintDocs>>['rows'][number];

/** One complaint document of the tenant by its den_denuncia_docs id. */
export async function findComplaintDoc(db: Db, idcliente: number, iddenunciadoc: number) {
  return complaintDocsOf(db, idcliente, [])
    .select(complaintDocColumns)
    .where('den_denuncia_docs.iddenunciadoc', '=', iddenunciadoc)
    .executeTakeFirst();
}

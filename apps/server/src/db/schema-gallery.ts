/* eslint-disable @typescript-eslint/consistent-type-definitions -- Kysely tables, merged into Database by extension (like db/schema.ts) */
import type { Generated } from 'kysely';

/** An image of the gallery (spec §3 trans_imagenes); public content, scoped by tenant. */
export interface ImageTable {
  idimagen: Generated<number>;
  idcliente: number;
  /** Random stored file name `<32 hex>.<ext>` (never the uploaded name); unique. */
  imagen: string;
  ididioma: number;
  tipo_mime: string;
  /** Bytes stored (after metadata stripping). */
  tamano: number;
  /** SHA-256 (hex) of the stored bytes. */
  sha256: string;
  /** Key of the bytes in the blob store (same tenant). */
  blob_key: string;
  /** ISO-8601 UTC. */
  fec_alta: string;
}

/** Tables of the gallery work (issue 5); an interface so the Database interface can extend it. */
export interface GalleryTables {
  trans_imagenes: ImageTable;
}

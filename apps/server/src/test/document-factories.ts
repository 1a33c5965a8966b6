import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { roleByAccessKind } from '@atalaya/contract/auth/auth.schemas';
import { isoAfterSeconds, nowIso } from '../lib/time.ts';
import type { Identity } from '../lib/tokens.ts';
import { directComplaintRow } from './complaint-factories.ts';

/**
 * A minimal complaint of a tenant (form, type, status and den_denuncias row) so document tests can
 * issue Informante tokens without the complaints feature. Status 1 means resolved (spec §4).
 */
export async function buildComplaint(
  app: FastifyInstance,
  idcliente: number,
  values: { idestadodenuncia?: number } = {},
): Promise<{ iddenuncia: number; guid: string }> {
  const now = nowIso();
  const { idformulario } = await app.db
    .insertInto('den_formularios')
    .values({
      idcliente,
      nombre: 'Formulario de prueba',
      version: 1,
      campos: '[]',
      activo: 1,
      fec_alta: now,
      fec_modificacion: now,
    })
    .returning('idformulario')
    .executeTakeFirstOrThrow();
  const { idtipodenuncia } = await app.db
    .insertInto('den_tipos_denuncia')
    .values({ idcliente, nombre: '{"es":"Prueba"}', descripcion: '{}', orden: 0, activo: 1, idformulario })
    .returning('idtipodenuncia')
    .executeTakeFirstOrThrow();
  const idestadodenuncia = values.idestadodenuncia ?? 2;
  await app.db
    .insertInto('den_estados_denuncia')
    .values({
      idcliente,
      idestadodenuncia,
      nombre: `Estado ${idestadodenuncia}`,
      color: '#607d8b',
      orden: 0,
      inicial: 0,
    })
    .onConflict((oc) => oc.columns(['idcliente', 'idestadodenuncia']).doNothing())
    .execute();
  const guid = crypto.randomUUID();
  const { iddenuncia } = await app.db
    .insertInto('den_denuncias')
    .values(directComplaintRow({ guid, idcliente, idtipodenuncia, idformulario, idestadodenuncia, fec_alta: now }))
    .returning('iddenuncia')
    .executeTakeFirstOrThrow();
  return { iddenuncia, guid };
}

/** An Informante access token bound to a complaint (claim `parametros` = `{"guid": …}`), with its session. */
export async function issueInformanteToken(app: FastifyInstance, idcliente: number, guid: string): Promise<string> {
  const sid = crypto.randomUUID();
  const identity: Identity = {
    name: 'Informante',
    email: '',
    role: roleByAccessKind.Informante,
    tipoacceso: 'Informante',
    idcliente,
    idapoderado: null,
    unique_name: `informante:${sid}`,
    parametros: JSON.stringify({ guid }),
    idtercero: null,
  };
  await app.db
    .insertInto('sesiones')
    .values({
      sid,
      idcliente,
      idusuario: null,
      tipoacceso: 'Informante',
      claims: JSON.stringify(identity),
      fec_alta: nowIso(),
      fec_expira: isoAfterSeconds(3600),
      revocada: 0,
    })
    .execute();
  return (await app.tokens.signAccess(identity, sid)).token;
}

export type FormPart =
  | { kind: 'file'; field: string; fileName: string; bytes: Buffer; contentType?: string }
  | { kind: 'field'; field: string; value: string };

/** A multipart/form-data body built by hand, with its content-type header. */
export function multipartBody(parts: readonly FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----atalaya${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.kind === 'file'
        ? `form-data; name="${part.field}"; filename="${part.fileName}"`
        : `form-data; name="${part.field}"`;
    const type = part.kind === 'file' ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push(part.kind === 'file' ? part.bytes : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one file as the part `file` through `POST /api/gdoc/documento/postupload`. */
export async function uploadFile(
  app: FastifyInstance,
  token: string,
  file: { fileName: string; bytes: Buffer; contentType?: string },
  query = '',
) {
  const body = multipartBody([{ kind: 'file', field: 'file', ...file }]);
  return app.inject({
    method: 'POST',
    url: `/api/gdoc/documento/postupload${query}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

/** Every blob file under `<dataDir>/blobs` (SQLite mode), as paths. */
export function blobFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'blobs');
  if (!fs.existsSync(root)) {
    return [];
  }
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** How much is stored: document rows, complaint links, blob rows and blob files. */
export async function storedCounts(app: FastifyInstance, dataDir: string) {
  async function count(table: 'gdoc_documentos' | 'den_denuncia_docs' | 'blobs'): Promise<number> {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
  return {
    documents: await count('gdoc_documentos'),
    links: await count('den_denuncia_docs'),
    blobRows: await count('blobs'),
    blobFiles: blobFiles(dataDir).length,
  };
}

/** A JPEG photo whose EXIF names its author and a GPS position. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Ana Informante', Copyright: 'Ana Informante', Make: 'PhoneCo', Model: 'Spy 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' },
    })
    .toBuffer();
}

/** A PDF with Title/Author/Subject/Keywords/Creator/Producer and an XMP stream in its catalog. */
export async function pdfWithMetadata(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle('Informe secreto');
  doc.setAuthor('Ana Informante');
  doc.setSubject('Asunto delicado');
  doc.setKeywords(['contratos']);
  doc.setCreator('Procesador de Ana');
  doc.setProducer('Productor de Ana');
  doc.addPage([200, 200]).drawText('Prueba', { x: 20, y: 100 });
  const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>XMP-Ana-Informante</dc:creator></x:xmpmeta>';
  const stream = doc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A Windows executable (MZ/PE header) — refused whatever it is called. */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\u0000\u0000', 0x80, 'latin1');
  return bytes;
}

/** A PDF of `pages` pages (each says its number), as a client would upload it. */
export async function pdfWithPages(pages: number, size: [number, number] = [300, 400]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 1; i <= pages; i += 1) {
    doc.addPage(size).drawText(`Pagina ${i} de ${pages}`, { x: 20, y: size[1] / 2 });
  }
  return Buffer.from(await doc.save());
}

/** A small PNG picture. */
export async function pngImage(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
}

/** A small WebP picture (converted to PNG when placed in a PDF). */
export async function webpImage(): Promise<Buffer> {
  return sharp({ create: { width: 90, height: 60, channels: 3, background: '#6a1b9a' } })
    .webp()
    .toBuffer();
}

/** The decoded content streams of one page, joined (FlateDecode inflated; others as they are). */
function pageContent(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const resolved = contents instanceof PDFRef ? doc.context.lookup(contents) : contents;
  const refs = resolved instanceof PDFArray ? resolved.asArray() : [contents];
  return refs
    .map((ref) => (ref instanceof PDFRef ? doc.context.lookup(ref) : ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => {
      const filter = stream.dict.get(PDFName.of('Filter'));
      const bytes = Buffer.from(stream.contents);
      return (filter === PDFName.of('FlateDecode') ? zlib.inflateSync(bytes) : bytes).toString('latin1');
    })
    .join('\n');
}

/** The decoded content (drawing operators) of every page of a PDF, one string per page. */
export async function pdfPageContents(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => pageContent(doc, page));
}

/**
 * The text drawn on every page of a PDF with the standard fonts (pdf-lib writes it as hex strings
 * shown with `Tj`), one string per page, rows joined by newlines.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPageContents(bytes)).map((content) =>
    [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
      .join('\n'),
  );
}

import crypto from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { DialectName } from '../db/database.ts';
import type { TestApp } from './build-test-app.ts';
import { caseAccessWorld } from './case-access-fixture.ts';
import { redactionReads } from './redaction-fixture.ts';
import { blobFiles, uploadFile } from './document-factories.ts';
import { bearer } from './factories.ts';

/*
 * What the tests of the redaction of a case's documents (features/case-redaction/document-redaction-*.test.ts,
 * issue 17 §7 part 2, decision 065) share: the test pictures and PDFs, the regions that cover their
 * marks, and the requests and reads those tests make.
 */

/** Where the coloured square of the test pictures is, and the region that covers it exactly. */
export const square = { left: 50, top: 25, right: 100, bottom: 75 };
export const squareRegion = { pagina: 1, x: 0.25, y: 0.25, ancho: 0.25, alto: 0.5 };

/** A 200 × 100 white picture with a coloured square at `square`. */
export async function picture(format: 'png' | 'jpeg', colour: string): Promise<Buffer> {
  const patch = await sharp({
    create: { width: square.right - square.left, height: square.bottom - square.top, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } }).composite([
    { input: patch, left: square.left, top: square.top },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

/** A 2-page PDF (300 × 400 pt): `marker` on page 1 near the top, "visible" lower down, "Pagina dos" on page 2. */
export async function twoPagePdf(marker: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([300, 400]);
  first.drawText(marker, { x: 40, y: 300, size: 18, font });
  first.drawText('visible', { x: 40, y: 100, size: 18, font });
  doc.addPage([300, 400]).drawText('Pagina dos', { x: 40, y: 200, size: 18, font });
  return Buffer.from(await doc.save());
}
/** Covers the marker's line on page 1 (y 72–120 pt from the top), not "visible" (y ≈ 282–300 pt). */
export const markerRegion = { pagina: 1, x: 0.1, y: 0.18, ancho: 0.85, alto: 0.12 };

/** Raw RGB pixels of an image. */
export async function rgb(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)],
  };
}

export function sha256(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

export function base(iddenuncia: number): string {
  return `/api/denuncias/den_denuncias/${iddenuncia}`;
}

export type DocumentRedactionWorld = Awaited<ReturnType<typeof documentRedactionWorld>>;

/** `caseAccessWorld` on `t`, with the requests and reads the document redaction tests make. */
export async function documentRedactionWorld(t: TestApp, dialect: DialectName) {
  const w = await caseAccessWorld(t.app);
  const { get, redactionRows, auditOf } = redactionReads(t);

  function redact(token: string, iddenuncia: number, payload: object) {
    return t.app.inject({
      method: 'POST',
      url: `${base(iddenuncia)}/tachados/documento`,
      headers: bearer(token),
      payload,
    });
  }

  /** The reporter of the case uploads a file: it joins the case at once. */
  async function upload(reporter: string, fileName: string, bytes: Buffer): Promise<number> {
    const res = await uploadFile(t.app, reporter, { fileName, bytes });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ iddocumento: number }>().iddocumento;
  }

  /** The document's file as a handler downloads it (the existing download route). */
  async function download(iddocumento: number, token = w.responsable.token): Promise<Buffer> {
    const res = await get(token, `/api/gdoc/documento/${iddocumento}/download`);
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  }

  /** Whether the blob store still holds a blob (SQLite: a file under the data dir; PostgreSQL: a `blobs` row). */
  async function hasBlob(blobKey: string): Promise<boolean> {
    if (dialect === 'sqlite') {
      return blobFiles(t.config.dataDir).some((file) => file.endsWith(blobKey));
    }
    const rows = await t.app.db.selectFrom('blobs').select('blob_key').where('blob_key', '=', blobKey).execute();
    return rows.length > 0;
  }

  return { ...w, redact, get, upload, download, redactionRows, auditOf, hasBlob };
}

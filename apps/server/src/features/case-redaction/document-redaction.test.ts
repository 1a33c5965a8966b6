import crypto from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@atalaya/contract/complaints/case-detail.schemas';
import { documentRedactionMessages, redactionMessages } from '@atalaya/contract/complaints/redaction.schemas';
import { documentContexts } from '../../domain/document/document-content.service.ts';
import { encryptBytes } from '../../lib/crypto.ts';
import { newBlobKey } from '../../lib/blob-store.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseAccessWorld, type CaseAccessWorld } from '../../test/case-access-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { blobFiles, uploadFile } from '../../test/document-factories.ts';
import { bearer } from '../../test/factories.ts';

/** Issue 17 §7, part 2 (decision 065): regions of a case's PDFs and images blacked out. */

/** Where the coloured square of the test pictures is, and the region that covers it exactly. */
const square = { left: 50, top: 25, right: 100, bottom: 75 };
const squareRegion = { pagina: 1, x: 0.25, y: 0.25, ancho: 0.25, alto: 0.5 };

/** A 200 × 100 white picture with a coloured square at `square`. */
async function picture(format: 'png' | 'jpeg', colour: string): Promise<Buffer> {
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
async function twoPagePdf(marker: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([300, 400]);
  first.drawText(marker, { x: 40, y: 300, size: 18, font });
  first.drawText('visible', { x: 40, y: 100, size: 18, font });
  doc.addPage([300, 400]).drawText('Pagina dos', { x: 40, y: 200, size: 18, font });
  return Buffer.from(await doc.save());
}
/** Covers the marker's line on page 1 (y 72–120 pt from the top), not "visible" (y ≈ 282–300 pt). */
const markerRegion = { pagina: 1, x: 0.1, y: 0.18, ancho: 0.85, alto: 0.12 };

/** The text pdf.js extracts from each page of a PDF. */
async function pageTexts(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const content = await (await doc.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts;
  } finally {
    await doc.destroy();
  }
}

/** Raw RGB pixels of an image. */
async function rgb(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)],
  };
}

function inSquare(x: number, y: number): boolean {
  return x >= square.left && x < square.right && y >= square.top && y < square.bottom;
}

function sha256(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

for (const dialect of DIALECTS) {
  describe(`redaction of documents [${dialect}]`, () => {
    let t: TestApp;
    let w: CaseAccessWorld;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await caseAccessWorld(t.app);
    });
    afterAll(async () => t.close());

    function base(iddenuncia: number): string {
      return `/api/denuncias/den_denuncias/${iddenuncia}`;
    }

    function redact(token: string, iddenuncia: number, payload: object) {
      return t.app.inject({
        method: 'POST',
        url: `${base(iddenuncia)}/tachados/documento`,
        headers: bearer(token),
        payload,
      });
    }

    function get(token: string, url: string) {
      return t.app.inject({ method: 'GET', url, headers: bearer(token) });
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

    async function meta(iddocumento: number) {
      const res = await get(w.responsable.token, `/api/gdoc/documento/${iddocumento}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { sha256: string; tamano: number; tipo_mime: string; nombre: string } }>().data;
    }

    async function documentRow(iddocumento: number) {
      return t.app.db
        .selectFrom('gdoc_documentos')
        .select(['blob_key', 'tamano', 'sha256', 'nombre', 'descripcion'])
        .where('iddocumento', '=', iddocumento)
        .executeTakeFirstOrThrow();
    }

    async function redactionRows(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_tachados')
        .selectAll()
        .where('iddenuncia', '=', iddenuncia)
        .orderBy('idtachado')
        .execute();
    }

    async function auditOf(iddenuncia: number, accion: AuditAction) {
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['resultado', 'detalle', 'idusuario'])
        .where('iddenuncia', '=', iddenuncia)
        .where('accion', '=', accion)
        .orderBy('idauditoria')
        .execute();
    }

    /** Whether the blob store still holds a blob (SQLite: a file under the data dir; PostgreSQL: a `blobs` row). */
    async function hasBlob(blobKey: string): Promise<boolean> {
      if (dialect === 'sqlite') {
        return blobFiles(t.config.dataDir).some((file) => file.endsWith(blobKey));
      }
      const rows = await t.app.db.selectFrom('blobs').select('blob_key').where('blob_key', '=', blobKey).execute();
      return rows.length > 0;
    }

    it('201: a PNG region is painted black, the rest unchanged; the download, hash and size follow; listed and audited', async () => {
      const c = await w.newCase();
      const iddocumento = await upload(c.reporter, 'foto.png', await picture('png', '#d32f2f'));
      const before = await download(iddocumento);
      const metaBefore = await meta(iddocumento);
      const res = await redact(w.responsable.token, c.iddenuncia, {
        iddocumento,
        regiones: [squareRegion],
        motivo: 'categoria_especial',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: documentRedactionMessages.redacted,
        data: {
          origen: 'documento',
          campo: null,
          idmensaje: null,
          iddocumento,
          motivo: 'categoria_especial',
          longitud: 1,
          usuario: w.responsable.email,
        },
      });
      const data = res.json().data;

      const after = await download(iddocumento);
      // The assigned gestor of another case, and the reporter, read the same redacted file.
      expect((await download(iddocumento, c.reporter)).equals(after)).toBe(true);
      expect(after.subarray(1, 4).toString('latin1')).toBe('PNG');
      const [was, now] = [await rgb(before), await rgb(after)];
      expect([now.width, now.height]).toEqual([200, 100]);
      let changedOutside = 0;
      for (let y = 0; y < 100; y += 1) {
        for (let x = 0; x < 200; x += 1) {
          if (inSquare(x, y)) {
            expect(now.at(x, y)).toEqual([0, 0, 0]);
          } else if (now.at(x, y).join() !== was.at(x, y).join()) {
            changedOutside += 1;
          }
        }
      }
      expect(changedOutside).toBe(0);
      expect((await sharp(after).metadata()).exif).toBeUndefined();
      const metaAfter = await meta(iddocumento);
      expect(metaAfter).toMatchObject({ sha256: sha256(after), tamano: after.length, tipo_mime: 'image/png' });
      expect(metaAfter.sha256).not.toBe(metaBefore.sha256);
      expect(metaAfter.nombre).toBe(metaBefore.nombre);

      const listed = await get(w.responsable.token, `${base(c.iddenuncia)}/tachados`);
      expect(listed.json().data).toEqual([data]);
      const [row] = await redactionRows(c.iddenuncia);
      expect(row).toMatchObject({ origen: 'documento', iddocumento, longitud: 1, antes: '', pasaje: '' });
      expect(await hasBlob(String(row?.blob_original))).toBe(true);
      expect(await auditOf(c.iddenuncia, 'tachar')).toEqual([
        {
          resultado: 'ok',
          detalle: `idtachado=${data.idtachado} origen=documento iddocumento=${iddocumento} motivo=categoria_especial regiones=1`,
          idusuario: w.responsable.idusuario,
        },
      ]);
    });

    it('201: a JPEG region is black, the rest as it was (within JPEG noise), still a JPEG', async () => {
      const c = await w.newCase();
      const iddocumento = await upload(c.reporter, 'foto.jpg', await picture('jpeg', '#1565c0'));
      const before = await rgb(await download(iddocumento));
      const res = await redact(w.responsable.token, c.iddenuncia, {
        iddocumento,
        regiones: [squareRegion],
        motivo: 'tercero',
      });
      expect(res.statusCode, res.body).toBe(201);
      const file = await download(iddocumento);
      expect([...file.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const after = await rgb(file);
      let drift = 0;
      let outside = 0;
      for (let y = 0; y < 100; y += 1) {
        for (let x = 0; x < 200; x += 1) {
          const inner = x >= square.left + 2 && x < square.right - 2 && y >= square.top + 2 && y < square.bottom - 2;
          if (inner) {
            expect(Math.max(...after.at(x, y))).toBeLessThan(24);
          } else if (!inSquare(x, y)) {
            outside += 1;
            drift += after.at(x, y).reduce((sum, v, i) => sum + Math.abs(v - (before.at(x, y)[i] ?? 0)), 0) / 3;
          }
        }
      }
      expect(drift / outside).toBeLessThan(3);
      expect((await meta(iddocumento)).tipo_mime).toBe('image/jpeg');
    });

    it('201: a PDF page with a region is drawn as a picture (its words gone), the other page unchanged; pages and page pictures audited', async () => {
      const marker = `MARCA${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
      const c = await w.newCase();
      const iddocumento = await upload(c.reporter, 'informe.pdf', await twoPagePdf(marker));
      const before = await download(iddocumento);
      const textsBefore = await pageTexts(before);
      expect(textsBefore[0]).toContain(marker);

      const pages = await get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${iddocumento}/paginas`);
      expect(pages.statusCode, pages.body).toBe(200);
      expect(pages.json().data).toEqual({
        iddocumento,
        tipo: 'pdf',
        paginas: [
          { ancho: 300, alto: 400 },
          { ancho: 300, alto: 400 },
        ],
      });
      const page = await get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${iddocumento}/paginas/1`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('image/png');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(await sharp(page.rawPayload).metadata()).toMatchObject({ format: 'png', width: 600, height: 800 });
      const past = await get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${iddocumento}/paginas/3`);
      expect(past.statusCode).toBe(404);
      expect(past.json().message).toBe(documentRedactionMessages.noPage);

      const res = await redact(w.responsable.token, c.iddenuncia, {
        iddocumento,
        regiones: [markerRegion],
        motivo: 'innecesario',
      });
      expect(res.statusCode, res.body).toBe(201);
      const after = await download(iddocumento);
      const textsAfter = await pageTexts(after);
      expect(textsAfter).toHaveLength(2);
      expect(textsAfter[0]).not.toContain(marker);
      expect(after.includes(Buffer.from(marker))).toBe(false);
      expect(textsAfter[1]).toBe(textsBefore[1]);
      expect(textsAfter[1]).toContain('Pagina dos');
      expect((await PDFDocument.load(after)).getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
        [300, 400],
        [300, 400],
      ]);
      expect(await meta(iddocumento)).toMatchObject({ sha256: sha256(after), tamano: after.length });

      // The redacted page as drawn now: black where the region is, "visible" still there below it.
      const drawn = await get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${iddocumento}/paginas/1`);
      const image = await rgb(drawn.rawPayload);
      expect(image.at(300, 190)).toEqual([0, 0, 0]);
      let dark = 0;
      for (let y = 560; y < 610; y += 1) {
        for (let x = 80; x < 220; x += 1) {
          dark += Math.max(...image.at(x, y)) < 100 ? 1 : 0;
        }
      }
      expect(dark).toBeGreaterThan(50);

      const trail = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'resultado', 'detalle'])
        .where('iddenuncia', '=', c.iddenuncia)
        .where('accion', 'in', ['leer_documentos', 'descargar_documento'])
        .where('detalle', 'like', '%pagina%')
        .orderBy('idauditoria')
        .execute();
      expect(trail).toEqual([
        { accion: 'leer_documentos', resultado: 'ok', detalle: `iddocumento=${iddocumento} paginas=2` },
        { accion: 'descargar_documento', resultado: 'ok', detalle: `iddocumento=${iddocumento} pagina=1` },
        { accion: 'descargar_documento', resultado: 'ok', detalle: `iddocumento=${iddocumento} pagina=1` },
      ]);
    });

    it('the original is the Responsable’s: identical bytes, audited; a gestor 403 (audited), others 404', async () => {
      const c = w.assigned;
      const iddocumento = await upload(c.reporter, 'nomina.png', await picture('png', '#2e7d32'));
      const uploaded = await download(iddocumento);
      const res = await redact(w.gestorAssigned.token, c.iddenuncia, {
        iddocumento,
        regiones: [squareRegion, { pagina: 1, x: 0, y: 0, ancho: 0.1, alto: 0.1 }],
        motivo: 'tercero',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ usuario: w.gestorAssigned.email, longitud: 2 });
      const { idtachado } = res.json().data;
      const url = `${base(c.iddenuncia)}/tachados/${idtachado}/original/archivo`;

      for (const token of [w.gestorAssigned.token, w.gestorOther.token, w.auditor.token]) {
        const refused = await get(token, url);
        expect(refused.statusCode).toBe(403);
        expect(refused.rawPayload.includes(uploaded.subarray(0, 64))).toBe(false);
      }
      expect((await get(w.foreignToken, url)).statusCode).toBe(404);
      const other = await w.newCase();
      expect(
        (await get(w.responsable.token, `${base(other.iddenuncia)}/tachados/${idtachado}/original/archivo`)).statusCode,
      ).toBe(404);
      const denied = (await auditOf(c.iddenuncia, 'ver_original_tachado')).filter(
        (r) => r.idusuario === w.gestorAssigned.idusuario,
      );
      expect(denied).toEqual([
        {
          resultado: 'denegado',
          detalle: `iddenuncia=${c.iddenuncia} FORBIDDEN`,
          idusuario: w.gestorAssigned.idusuario,
        },
      ]);

      const original = await get(w.responsable.token, url);
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(uploaded)).toBe(true);
      expect(original.headers['content-type']).toBe('image/png');
      expect(original.headers['content-disposition']).toBe(
        `attachment; filename="original-nomina.png"; filename*=UTF-8''original-nomina.png`,
      );
      expect(original.headers['cache-control']).toBe('no-store');
      expect((await auditOf(c.iddenuncia, 'ver_original_tachado')).at(-1)).toEqual({
        resultado: 'ok',
        detalle: `idtachado=${idtachado} iddocumento=${iddocumento}`,
        idusuario: w.responsable.idusuario,
      });
      // The text original's route has no text for a document's redaction, and the file route no file for a text's.
      expect((await get(w.responsable.token, `${base(c.iddenuncia)}/tachados/${idtachado}/original`)).statusCode).toBe(
        404,
      );
      const text = await t.app.inject({
        method: 'POST',
        url: `${base(c.iddenuncia)}/tachados`,
        headers: bearer(w.responsable.token),
        payload: { origen: 'respuesta', campo: 'hechos', inicio: 0, fin: 8, pasaje: 'SECRETO-', motivo: 'innecesario' },
      });
      expect(text.statusCode, text.body).toBe(201);
      const textFile = await get(
        w.responsable.token,
        `${base(c.iddenuncia)}/tachados/${text.json().data.idtachado}/original/archivo`,
      );
      expect(textFile.statusCode).toBe(404);
    });

    it('each of several redactions keeps the version before it; two at once both land', async () => {
      const c = await w.newCase();
      const iddocumento = await upload(c.reporter, 'foto.png', await picture('png', '#ff9800'));
      const first = await download(iddocumento);
      const corner = { pagina: 1, x: 0, y: 0, ancho: 0.05, alto: 0.1 };
      expect(
        (await redact(w.responsable.token, c.iddenuncia, { iddocumento, regiones: [corner], motivo: 'tercero' }))
          .statusCode,
      ).toBe(201);
      const second = await download(iddocumento);
      expect(
        (await redact(w.responsable.token, c.iddenuncia, { iddocumento, regiones: [squareRegion], motivo: 'tercero' }))
          .statusCode,
      ).toBe(201);
      const rows = await redactionRows(c.iddenuncia);
      const originals = [];
      for (const row of rows) {
        const res = await get(w.responsable.token, `${base(c.iddenuncia)}/tachados/${row.idtachado}/original/archivo`);
        originals.push(res.rawPayload);
      }
      expect(originals.map((bytes) => sha256(bytes))).toEqual([sha256(first), sha256(second)]);

      // At once: one of them starts again from the other's result, so both regions end up black.
      const [a, b] = await Promise.all([
        redact(w.responsable.token, c.iddenuncia, {
          iddocumento,
          regiones: [{ pagina: 1, x: 0.9, y: 0, ancho: 0.1, alto: 0.1 }],
          motivo: 'tercero',
        }),
        redact(w.responsable.token, c.iddenuncia, {
          iddocumento,
          regiones: [{ pagina: 1, x: 0.9, y: 0.9, ancho: 0.1, alto: 0.1 }],
          motivo: 'tercero',
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const final = await rgb(await download(iddocumento));
      expect([final.at(195, 2), final.at(195, 97), final.at(2, 2), final.at(75, 50)]).toEqual([
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ]);
      expect(await redactionRows(c.iddenuncia)).toHaveLength(4);
      const blobs = (await redactionRows(c.iddenuncia)).map((row) => row.blob_original);
      expect(new Set(blobs).size).toBe(4);
      expect(blobs).not.toContain((await documentRow(iddocumento)).blob_key);
    });

    it('4xx for documents not of the case, other kinds, pages past the end, bad regions and unreadable files: nothing changes', async () => {
      const c = await w.newCase();
      const iddocumento = await upload(c.reporter, 'informe.pdf', await twoPagePdf('NADA'));
      const txt = await upload(c.reporter, 'notas.txt', Buffer.from('Notas del informante'));
      const elsewhere = await w.newCase();
      const foreignDoc = await upload(elsewhere.reporter, 'otra.png', await picture('png', '#000080'));
      const before = await documentRow(iddocumento);
      const good = { iddocumento, regiones: [markerRegion], motivo: 'innecesario' };

      const refused: Array<[object, number, string?]> = [
        [{ ...good, iddocumento: foreignDoc }, 404, documentRedactionMessages.notInCase],
        [{ ...good, iddocumento: 2147483647 }, 404, documentRedactionMessages.notInCase],
        [{ ...good, iddocumento: txt }, 400, documentRedactionMessages.notRedactable],
        [{ ...good, regiones: [{ ...markerRegion, pagina: 3 }] }, 400, documentRedactionMessages.noPage],
        [{ ...good, regiones: [] }, 400],
        [{ ...good, regiones: [{ ...markerRegion, x: 0.5, ancho: 0.6 }] }, 400],
        [{ ...good, regiones: [{ ...markerRegion, ancho: 0 }] }, 400],
        [{ ...good, regiones: [{ ...markerRegion, y: -0.1 }] }, 400],
        [{ ...good, regiones: [{ ...markerRegion, pagina: 0 }] }, 400],
        [{ ...good, regiones: [{ ...markerRegion, color: 'negro' }] }, 400],
        [{ ...good, regiones: Array.from({ length: 101 }, () => markerRegion) }, 400],
        [{ ...good, motivo: 'porque sí' }, 400],
        [{ ...good, iddocumento: '1' }, 400],
        [{ regiones: [markerRegion], motivo: 'innecesario' }, 400],
        [{ ...good, extra: true }, 400],
      ];
      for (const [payload, status, message] of refused) {
        const res = await redact(w.responsable.token, c.iddenuncia, payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
        if (message !== undefined) {
          expect(res.json().message).toBe(message);
        }
      }
      // Another tenant's administrator, a gestor not assigned, an auditor, the reporter.
      expect((await redact(w.foreignToken, c.iddenuncia, good)).statusCode).toBe(404);
      expect((await redact(w.gestorOther.token, c.iddenuncia, good)).statusCode).toBe(404);
      for (const token of [w.auditor.token, c.reporter]) {
        expect((await redact(token, c.iddenuncia, good)).statusCode).toBe(403);
      }
      for (const url of [`/documentos/${iddocumento}/paginas`, `/documentos/${iddocumento}/paginas/1`]) {
        expect((await get(w.gestorOther.token, `${base(c.iddenuncia)}${url}`)).statusCode).toBe(404);
        expect((await get(w.auditor.token, `${base(c.iddenuncia)}${url}`)).statusCode).toBe(403);
      }
      const txtPages = await get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${txt}/paginas`);
      expect(txtPages.statusCode).toBe(400);
      expect(txtPages.json().message).toBe(documentRedactionMessages.notRedactable);
      expect(
        (await get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${foreignDoc}/paginas`)).statusCode,
      ).toBe(404);
      expect(await documentRow(iddocumento)).toEqual(before);

      // A file that is not what its type says (the stored content replaced behind the API's back).
      const broken = await upload(c.reporter, 'roto.pdf', await twoPagePdf('ROTO'));
      const tenantKey = await t.app.tenantKeys.keyFor(w.tenant.idcliente);
      const blobKey = newBlobKey();
      const garbage = Buffer.from('%PDF-1.7\nesto no es un PDF\n%%EOF\n');
      await t.app.blobStore.put(
        w.tenant.idcliente,
        blobKey,
        encryptBytes(tenantKey, garbage, documentContexts.blob(blobKey)),
      );
      const brokenRow = await documentRow(broken);
      await t.app.db
        .updateTable('gdoc_documentos')
        .set({ blob_key: blobKey })
        .where('iddocumento', '=', broken)
        .execute();
      const unreadable = await redact(w.responsable.token, c.iddenuncia, { ...good, iddocumento: broken });
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json().message).toBe(documentRedactionMessages.unreadable);
      const unreadablePages = await get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${broken}/paginas`);
      expect(unreadablePages.statusCode).toBe(400);
      expect(unreadablePages.json().message).toBe(documentRedactionMessages.unreadable);
      expect((await documentRow(broken)).blob_key).toBe(blobKey);
      await t.app.db
        .updateTable('gdoc_documentos')
        .set({ blob_key: brokenRow.blob_key })
        .where('iddocumento', '=', broken)
        .execute();

      expect(await redactionRows(c.iddenuncia)).toEqual([]);
      const trail = await auditOf(c.iddenuncia, 'tachar');
      expect(trail.length).toBeGreaterThan(0);
      expect(trail.every((r) => r.resultado === 'denegado')).toBe(true);
    });

    it('a purged case answers 409; the purge deletes the originals with the documents', async () => {
      const c = await w.newCase();
      const iddocumento = await upload(c.reporter, 'foto.png', await picture('png', '#9c27b0'));
      const pdf = await upload(c.reporter, 'informe.pdf', await twoPagePdf('PURGA'));
      for (const [id, region] of [
        [iddocumento, squareRegion],
        [iddocumento, { pagina: 1, x: 0, y: 0, ancho: 0.1, alto: 0.1 }],
        [pdf, markerRegion],
      ] as const) {
        const res = await redact(w.responsable.token, c.iddenuncia, {
          iddocumento: id,
          regiones: [region],
          motivo: 'tercero',
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const keys = [
        ...(await redactionRows(c.iddenuncia)).map((row) => String(row.blob_original)),
        (await documentRow(iddocumento)).blob_key,
        (await documentRow(pdf)).blob_key,
      ];
      expect(keys).toHaveLength(5);
      for (const key of keys) {
        expect(await hasBlob(key)).toBe(true);
      }
      const { referencia } = await t.app.db
        .selectFrom('den_denuncias')
        .select('referencia')
        .where('iddenuncia', '=', c.iddenuncia)
        .executeTakeFirstOrThrow();
      const purge = await t.app.inject({
        method: 'POST',
        url: `${base(c.iddenuncia)}/retencion/purga`,
        headers: bearer(w.responsable.token),
        payload: { veraz_no_acreditada: true, confirmacion: referencia },
      });
      expect(purge.statusCode, purge.body).toBe(200);
      expect(await redactionRows(c.iddenuncia)).toEqual([]);
      for (const key of keys) {
        expect(await hasBlob(key)).toBe(false);
      }

      const after = await redact(w.responsable.token, c.iddenuncia, {
        iddocumento,
        regiones: [squareRegion],
        motivo: 'tercero',
      });
      expect(after.statusCode).toBe(409);
      expect(after.json().message).toBe(redactionMessages.purged);
    });
  });
}

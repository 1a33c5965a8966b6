import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRedactionMessages } from '@atalaya/contract/complaints/redaction.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  base,
  documentRedactionWorld,
  markerRegion,
  picture,
  rgb,
  sha256,
  square,
  squareRegion,
  twoPagePdf,
  type DocumentRedactionWorld,
} from '../../test/document-redaction-fixture.ts';

/** Issue 17 §7, part 2 (decision 065): regions of a case's pictures (PNG, JPEG) and PDF pages blacked out. */

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

function inSquare(x: number, y: number): boolean {
  return x >= square.left && x < square.right && y >= square.top && y < square.bottom;
}

for (const dialect of DIALECTS) {
  describe(`redaction of documents: regions of PNG, JPEG and PDF pages blacked out [${dialect}]`, () => {
    let t: TestApp;
    let w: DocumentRedactionWorld;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await documentRedactionWorld(t, dialect);
    });
    afterAll(async () => t.close());

    async function meta(iddocumento: number) {
      const res = await w.get(w.responsable.token, `/api/gdoc/documento/${iddocumento}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { sha256: string; tamano: number; tipo_mime: string; nombre: string } }>().data;
    }

    it('201: a PNG region is painted black, the rest unchanged; the download, hash and size follow; listed and audited', async () => {
      const c = await w.newCase();
      const iddocumento = await w.upload(c.reporter, 'foto.png', await picture('png', '#d32f2f'));
      const before = await w.download(iddocumento);
      const metaBefore = await meta(iddocumento);
      const res = await w.redact(w.responsable.token, c.iddenuncia, {
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

      const after = await w.download(iddocumento);
      // The assigned gestor of another case, and the reporter, read the same redacted file.
      expect((await w.download(iddocumento, c.reporter)).equals(after)).toBe(true);
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

      const listed = await w.get(w.responsable.token, `${base(c.iddenuncia)}/tachados`);
      expect(listed.json().data).toEqual([data]);
      const [row] = await w.redactionRows(c.iddenuncia);
      expect(row).toMatchObject({ origen: 'documento', iddocumento, longitud: 1, antes: '', pasaje: '' });
      expect(await w.hasBlob(String(row?.blob_original))).toBe(true);
      expect(await w.auditOf(c.iddenuncia, 'tachar')).toEqual([
        {
          resultado: 'ok',
          detalle: `idtachado=${data.idtachado} origen=documento iddocumento=${iddocumento} motivo=categoria_especial regiones=1`,
          idusuario: w.responsable.idusuario,
        },
      ]);
    });

    it('201: a JPEG region is black, the rest as it was (within JPEG noise), still a JPEG', async () => {
      const c = await w.newCase();
      const iddocumento = await w.upload(c.reporter, 'foto.jpg', await picture('jpeg', '#1565c0'));
      const before = await rgb(await w.download(iddocumento));
      const res = await w.redact(w.responsable.token, c.iddenuncia, {
        iddocumento,
        regiones: [squareRegion],
        motivo: 'tercero',
      });
      expect(res.statusCode, res.body).toBe(201);
      const file = await w.download(iddocumento);
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
      const iddocumento = await w.upload(c.reporter, 'informe.pdf', await twoPagePdf(marker));
      const before = await w.download(iddocumento);
      const textsBefore = await pageTexts(before);
      expect(textsBefore[0]).toContain(marker);

      const pages = await w.get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${iddocumento}/paginas`);
      expect(pages.statusCode, pages.body).toBe(200);
      expect(pages.json().data).toEqual({
        iddocumento,
        tipo: 'pdf',
        paginas: [
          { ancho: 300, alto: 400 },
          { ancho: 300, alto: 400 },
        ],
      });
      const page = await w.get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${iddocumento}/paginas/1`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('image/png');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(await sharp(page.rawPayload).metadata()).toMatchObject({ format: 'png', width: 600, height: 800 });
      const past = await w.get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${iddocumento}/paginas/3`);
      expect(past.statusCode).toBe(404);
      expect(past.json().message).toBe(documentRedactionMessages.noPage);

      const res = await w.redact(w.responsable.token, c.iddenuncia, {
        iddocumento,
        regiones: [markerRegion],
        motivo: 'innecesario',
      });
      expect(res.statusCode, res.body).toBe(201);
      const after = await w.download(iddocumento);
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
      const drawn = await w.get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${iddocumento}/paginas/1`);
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
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRedactionMessages, redactionMessages } from '@atalaya/contract/complaints/redaction.schemas';
import { documentContexts } from '../../domain/document/document-content.service.ts';
import { encryptBytes } from '../../lib/crypto.ts';
import { newBlobKey } from '../../lib/blob-store.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  base,
  documentRedactionWorld,
  markerRegion,
  picture,
  rgb,
  sha256,
  squareRegion,
  twoPagePdf,
  type DocumentRedactionWorld,
} from '../../test/document-redaction-fixture.ts';
import { bearer } from '../../test/factories.ts';

/**
 * Issue 17 §7, part 2 (decision 065): what guards the redaction of a case's documents: the original
 * kept for the Responsable only, each version kept, redactions at once, refusals, the purge.
 */
for (const dialect of DIALECTS) {
  describe(`redaction of documents: the original, successive redactions, refusals, the purge [${dialect}]`, () => {
    let t: TestApp;
    let w: DocumentRedactionWorld;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await documentRedactionWorld(t, dialect);
    });
    afterAll(async () => t.close());

    async function documentRow(iddocumento: number) {
      return t.app.db
        .selectFrom('gdoc_documentos')
        .select(['blob_key', 'tamano', 'sha256', 'nombre', 'descripcion'])
        .where('iddocumento', '=', iddocumento)
        .executeTakeFirstOrThrow();
    }

    it('the original is the Responsable’s: identical bytes, audited; a gestor 403 (audited), others 404', async () => {
      const c = w.assigned;
      const iddocumento = await w.upload(c.reporter, 'nomina.png', await picture('png', '#2e7d32'));
      const uploaded = await w.download(iddocumento);
      const res = await w.redact(w.gestorAssigned.token, c.iddenuncia, {
        iddocumento,
        regiones: [squareRegion, { pagina: 1, x: 0, y: 0, ancho: 0.1, alto: 0.1 }],
        motivo: 'tercero',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ usuario: w.gestorAssigned.email, longitud: 2 });
      const { idtachado } = res.json().data;
      const url = `${base(c.iddenuncia)}/tachados/${idtachado}/original/archivo`;

      for (const token of [w.gestorAssigned.token, w.gestorOther.token, w.auditor.token]) {
        const refused = await w.get(token, url);
        expect(refused.statusCode).toBe(403);
        expect(refused.rawPayload.includes(uploaded.subarray(0, 64))).toBe(false);
      }
      expect((await w.get(w.foreignToken, url)).statusCode).toBe(404);
      const other = await w.newCase();
      expect(
        (await w.get(w.responsable.token, `${base(other.iddenuncia)}/tachados/${idtachado}/original/archivo`))
          .statusCode,
      ).toBe(404);
      const denied = (await w.auditOf(c.iddenuncia, 'ver_original_tachado')).filter(
        (r) => r.idusuario === w.gestorAssigned.idusuario,
      );
      expect(denied).toEqual([
        {
          resultado: 'denegado',
          detalle: `iddenuncia=${c.iddenuncia} FORBIDDEN`,
          idusuario: w.gestorAssigned.idusuario,
        },
      ]);

      const original = await w.get(w.responsable.token, url);
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(uploaded)).toBe(true);
      expect(original.headers['content-type']).toBe('image/png');
      expect(original.headers['content-disposition']).toBe(
        `attachment; filename="original-nomina.png"; filename*=UTF-8''original-nomina.png`,
      );
      expect(original.headers['cache-control']).toBe('no-store');
      expect((await w.auditOf(c.iddenuncia, 'ver_original_tachado')).at(-1)).toEqual({
        resultado: 'ok',
        detalle: `idtachado=${idtachado} iddocumento=${iddocumento}`,
        idusuario: w.responsable.idusuario,
      });
      // The text original's route has no text for a document's redaction, and the file route no file for a text's.
      expect(
        (await w.get(w.responsable.token, `${base(c.iddenuncia)}/tachados/${idtachado}/original`)).statusCode,
      ).toBe(404);
      const text = await t.app.inject({
        method: 'POST',
        url: `${base(c.iddenuncia)}/tachados`,
        headers: bearer(w.responsable.token),
        payload: { origen: 'respuesta', campo: 'hechos', inicio: 0, fin: 8, pasaje: 'SECRETO-', motivo: 'innecesario' },
      });
      expect(text.statusCode, text.body).toBe(201);
      const textFile = await w.get(
        w.responsable.token,
        `${base(c.iddenuncia)}/tachados/${text.json().data.idtachado}/original/archivo`,
      );
      expect(textFile.statusCode).toBe(404);
    });

    it('each of several redactions keeps the version before it; two at once both land', async () => {
      const c = await w.newCase();
      const iddocumento = await w.upload(c.reporter, 'foto.png', await picture('png', '#ff9800'));
      const first = await w.download(iddocumento);
      const corner = { pagina: 1, x: 0, y: 0, ancho: 0.05, alto: 0.1 };
      expect(
        (await w.redact(w.responsable.token, c.iddenuncia, { iddocumento, regiones: [corner], motivo: 'tercero' }))
          .statusCode,
      ).toBe(201);
      const second = await w.download(iddocumento);
      expect(
        (
          await w.redact(w.responsable.token, c.iddenuncia, {
            iddocumento,
            regiones: [squareRegion],
            motivo: 'tercero',
          })
        ).statusCode,
      ).toBe(201);
      const rows = await w.redactionRows(c.iddenuncia);
      const originals = [];
      for (const row of rows) {
        const res = await w.get(
          w.responsable.token,
          `${base(c.iddenuncia)}/tachados/${row.idtachado}/original/archivo`,
        );
        originals.push(res.rawPayload);
      }
      expect(originals.map((bytes) => sha256(bytes))).toEqual([sha256(first), sha256(second)]);

      // At once: one of them starts again from the other's result, so both regions end up black.
      const [a, b] = await Promise.all([
        w.redact(w.responsable.token, c.iddenuncia, {
          iddocumento,
          regiones: [{ pagina: 1, x: 0.9, y: 0, ancho: 0.1, alto: 0.1 }],
          motivo: 'tercero',
        }),
        w.redact(w.responsable.token, c.iddenuncia, {
          iddocumento,
          regiones: [{ pagina: 1, x: 0.9, y: 0.9, ancho: 0.1, alto: 0.1 }],
          motivo: 'tercero',
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const final = await rgb(await w.download(iddocumento));
      expect([final.at(195, 2), final.at(195, 97), final.at(2, 2), final.at(75, 50)]).toEqual([
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ]);
      expect(await w.redactionRows(c.iddenuncia)).toHaveLength(4);
      const blobs = (await w.redactionRows(c.iddenuncia)).map((row) => row.blob_original);
      expect(new Set(blobs).size).toBe(4);
      expect(blobs).not.toContain((await documentRow(iddocumento)).blob_key);
    });

    it('4xx for documents not of the case, other kinds, pages past the end, bad regions and unreadable files: nothing changes', async () => {
      const c = await w.newCase();
      const iddocumento = await w.upload(c.reporter, 'informe.pdf', await twoPagePdf('NADA'));
      const txt = await w.upload(c.reporter, 'notas.txt', Buffer.from('Notas del informante'));
      const elsewhere = await w.newCase();
      const foreignDoc = await w.upload(elsewhere.reporter, 'otra.png', await picture('png', '#000080'));
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
        const res = await w.redact(w.responsable.token, c.iddenuncia, payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
        if (message !== undefined) {
          expect(res.json().message).toBe(message);
        }
      }
      // Another tenant's administrator, a gestor not assigned, an auditor, the reporter.
      expect((await w.redact(w.foreignToken, c.iddenuncia, good)).statusCode).toBe(404);
      expect((await w.redact(w.gestorOther.token, c.iddenuncia, good)).statusCode).toBe(404);
      for (const token of [w.auditor.token, c.reporter]) {
        expect((await w.redact(token, c.iddenuncia, good)).statusCode).toBe(403);
      }
      for (const url of [`/documentos/${iddocumento}/paginas`, `/documentos/${iddocumento}/paginas/1`]) {
        expect((await w.get(w.gestorOther.token, `${base(c.iddenuncia)}${url}`)).statusCode).toBe(404);
        expect((await w.get(w.auditor.token, `${base(c.iddenuncia)}${url}`)).statusCode).toBe(403);
      }
      const txtPages = await w.get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${txt}/paginas`);
      expect(txtPages.statusCode).toBe(400);
      expect(txtPages.json().message).toBe(documentRedactionMessages.notRedactable);
      expect(
        (await w.get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${foreignDoc}/paginas`)).statusCode,
      ).toBe(404);
      expect(await documentRow(iddocumento)).toEqual(before);

      // A file that is not what its type says (the stored content replaced behind the API's back).
      const broken = await w.upload(c.reporter, 'roto.pdf', await twoPagePdf('ROTO'));
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
      const unreadable = await w.redact(w.responsable.token, c.iddenuncia, { ...good, iddocumento: broken });
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json().message).toBe(documentRedactionMessages.unreadable);
      const unreadablePages = await w.get(w.responsable.token, `${base(c.iddenuncia)}/documentos/${broken}/paginas`);
      expect(unreadablePages.statusCode).toBe(400);
      expect(unreadablePages.json().message).toBe(documentRedactionMessages.unreadable);
      expect((await documentRow(broken)).blob_key).toBe(blobKey);
      await t.app.db
        .updateTable('gdoc_documentos')
        .set({ blob_key: brokenRow.blob_key })
        .where('iddocumento', '=', broken)
        .execute();

      expect(await w.redactionRows(c.iddenuncia)).toEqual([]);
      const trail = await w.auditOf(c.iddenuncia, 'tachar');
      expect(trail.length).toBeGreaterThan(0);
      expect(trail.every((r) => r.resultado === 'denegado')).toBe(true);
    });

    it('a purged case answers 409; the purge deletes the originals with the documents', async () => {
      const c = await w.newCase();
      const iddocumento = await w.upload(c.reporter, 'foto.png', await picture('png', '#9c27b0'));
      const pdf = await w.upload(c.reporter, 'informe.pdf', await twoPagePdf('PURGA'));
      for (const [id, region] of [
        [iddocumento, squareRegion],
        [iddocumento, { pagina: 1, x: 0, y: 0, ancho: 0.1, alto: 0.1 }],
        [pdf, markerRegion],
      ] as const) {
        const res = await w.redact(w.responsable.token, c.iddenuncia, {
          iddocumento: id,
          regiones: [region],
          motivo: 'tercero',
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const keys = [
        ...(await w.redactionRows(c.iddenuncia)).map((row) => String(row.blob_original)),
        (await documentRow(iddocumento)).blob_key,
        (await documentRow(pdf)).blob_key,
      ];
      expect(keys).toHaveLength(5);
      for (const key of keys) {
        expect(await w.hasBlob(key)).toBe(true);
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
      expect(await w.redactionRows(c.iddenuncia)).toEqual([]);
      for (const key of keys) {
        expect(await w.hasBlob(key)).toBe(false);
      }

      const after = await w.redact(w.responsable.token, c.iddenuncia, {
        iddocumento,
        regiones: [squareRegion],
        motivo: 'tercero',
      });
      expect(after.statusCode).toBe(409);
      expect(after.json().message).toBe(redactionMessages.purged);
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { nowIso } from '../../lib/time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  buildComplaint,
  issueInformanteToken,
  pdfWithPages,
  storedCounts,
  uploadFile,
} from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { sweepOrphanDocuments } from './orphan-sweep.job.ts';

const hour = 3_600_000;

for (const dialect of DIALECTS) {
  describe(`orphan upload sweep [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      idcliente = (await buildTenant(t.app)).idcliente;
    });
    afterAll(async () => t.close());

    async function upload(token: string): Promise<number> {
      const res = await uploadFile(t.app, token, { fileName: 'a.txt', bytes: Buffer.from('pendiente') });
      return postUploadResponseSchema.parse(res.json()).iddocumento;
    }
    async function exists(id: number): Promise<boolean> {
      const row = await t.app.db
        .selectFrom('gdoc_documentos')
        .select('iddocumento')
        .where('iddocumento', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    }
    function sweepAt(offsetMs: number) {
      return sweepOrphanDocuments({ db: t.app.db, blobStore: t.app.blobStore }, new Date(Date.now() + offsetMs));
    }

    it('deletes, after 24 h, uploads never attached (row and blob), and keeps every attached one', async () => {
      const visitor = await issueAccessToken(t.app, idcliente, 'Publico');
      const complaint = await buildComplaint(t.app, idcliente);
      const admin = await issueAccessToken(t.app, idcliente, 'Privado', await buildAdmin(t.app, idcliente));
      const before = await storedCounts(t.app, t.config.dataDir);

      const orphan = await upload(visitor);
      const filed = await upload(visitor);
      await t.app.db
        .updateTable('gdoc_documentos')
        .set({ iddenuncia: complaint.iddenuncia })
        .where('iddocumento', '=', filed)
        .execute();
      await t.app.db
        .insertInto('den_denuncia_docs')
        .values({
          idcliente,
          iddenuncia: complaint.iddenuncia,
          iddocumento: filed,
          origen: 'informante',
          fec_alta: nowIso(),
        })
        .execute();
      const addedLater = await upload(await issueInformanteToken(t.app, idcliente, complaint.guid));
      const notified = await upload(admin);
      await t.app.db
        .insertInto('den_denuncia_notificaciones')
        .values({
          idcliente,
          iddenuncia: complaint.iddenuncia,
          descripcion: 'Acuse',
          contenido: 'v1.x',
          ididioma: 1,
          iddocumento: notified,
          fec_alta: nowIso(),
        })
        .execute();
      const adminPending = await upload(admin);

      expect(await sweepAt(23 * hour)).toBe(0);
      expect(await exists(orphan)).toBe(true);

      expect(await sweepAt(25 * hour)).toBe(2);
      expect(await exists(orphan)).toBe(false);
      expect(await exists(adminPending)).toBe(false);
      for (const kept of [filed, addedLater, notified]) {
        expect(await exists(kept)).toBe(true);
      }
      const after = await storedCounts(t.app, t.config.dataDir);
      expect(after.documents).toBe(before.documents + 3);
      expect(dialect === 'postgres' ? after.blobRows : after.blobFiles).toBe(
        (dialect === 'postgres' ? before.blobRows : before.blobFiles) + 3,
      );
      expect(await sweepAt(25 * hour)).toBe(0);
    });

    it('keeps a pending upload of which a stamped copy was issued (its code must keep verifying): not swept, not deletable, still linkable', async () => {
      const admin = await issueAccessToken(t.app, idcliente, 'Privado', await buildAdmin(t.app, idcliente));
      const res = await uploadFile(
        t.app,
        admin,
        { fileName: 'sellado.pdf', bytes: await pdfWithPages(1) },
        '?sellar=true',
      );
      const { iddocumento, verificaciones } = postUploadResponseSchema.parse(res.json());
      const codigo = verificaciones?.[0]?.codigo ?? '';

      expect(await sweepAt(25 * hour)).toBe(0);
      expect(await exists(iddocumento)).toBe(true);
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/gdoc/documento/${iddocumento}`,
        headers: bearer(admin),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Se han emitido copias selladas o compulsadas de este documento y no puede eliminarse',
      );
      expect((await t.app.inject({ method: 'GET', url: `/api/publico/verificacion/${codigo}` })).statusCode).toBe(200);

      const complaint = await buildComplaint(t.app, idcliente);
      const linked = await t.app.inject({
        method: 'POST',
        url: '/api/gdoc/documento/',
        headers: bearer(admin),
        payload: { documento: { iddocumento, iddenuncia: complaint.iddenuncia } },
      });
      expect(linked.statusCode).toBe(200);
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { nowIso } from '../../lib/time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildComplaint, issueInformanteToken, storedCounts, uploadFile } from '../../test/document-factories.ts';
import { buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { sweepOrphanDocuments } from './documents.sweep.ts';

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
  });
}

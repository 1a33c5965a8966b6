import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { decryptText, encryptText } from '../lib/crypto.ts';
import { sealedColumn } from '../lib/sealed-columns.ts';
import { nowIso } from '../lib/time.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildChannel, complaintIdOf, fileComplaint, reporterToken } from '../test/complaint-factories.ts';
import { DIALECTS } from '../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken } from '../test/factories.ts';
import { sealClearNotificationTitles } from './notification-title-sealing.ts';

/** Titles as an older version stored them, including ones that start like a ciphertext. */
const clearTitles = ['Admisión a trámite', 'v1. Resolución', 'v1.corto'];

for (const dialect of DIALECTS) {
  describe(`complaints: sealing notification titles stored in clear [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let complaint: { iddenuncia: number; token: string };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      const channel = await buildChannel(t.app, tenant.idcliente);
      const publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      complaint = {
        iddenuncia: await complaintIdOf(t.app, tenant.idcliente, filed.guid),
        token: await reporterToken(t.app, filed.receipt, `${tenant.codigo}.example.test`),
      };
    });
    afterAll(async () => t.close());

    /** A notification row as written before titles were sealed (the content was already sealed). */
    async function insertClearRow(descripcion: string): Promise<number> {
      const key = await t.app.tenantKeys.keyFor(tenant.idcliente);
      const row = await t.app.db
        .insertInto('den_denuncia_notificaciones')
        .values({
          idcliente: tenant.idcliente,
          iddenuncia: complaint.iddenuncia,
          descripcion,
          contenido: encryptText(key, '<p>a</p>', sealedColumn.notificationContent(complaint.iddenuncia)),
          ididioma: 1,
          iddocumento: null,
          fec_alta: nowIso(),
        })
        .returning('idnotificacion')
        .executeTakeFirstOrThrow();
      return row.idnotificacion;
    }

    async function storedTitles(): Promise<Map<number, string>> {
      const rows = await t.app.db
        .selectFrom('den_denuncia_notificaciones')
        .select(['idnotificacion', 'descripcion'])
        .where('idcliente', '=', tenant.idcliente)
        .execute();
      return new Map(rows.map((row) => [row.idnotificacion, row.descripcion]));
    }

    async function listedTitles(): Promise<string[]> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncia_notificaciones/GetList',
        headers: bearer(complaint.token),
        payload: { length: -1 },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((n: { descripcion: string }) => n.descripcion);
    }

    it('seals every clear title (and only those), bound to its complaint; a second run changes nothing', async () => {
      const before = await storedTitles();
      const ids = [];
      for (const title of clearTitles) {
        ids.push(await insertClearRow(title));
      }

      expect(await sealClearNotificationTitles(t.app.db, t.app.tenantKeys)).toBe(clearTitles.length);
      const sealed = await storedTitles();
      const key = await t.app.tenantKeys.keyFor(tenant.idcliente);
      ids.forEach((id, i) => {
        const stored = sealed.get(id) ?? '';
        expect(stored).not.toContain(clearTitles[i]);
        expect(decryptText(key, stored, sealedColumn.notificationTitle(complaint.iddenuncia))).toBe(clearTitles[i]);
      });
      // The acknowledgement filing sealed is left as it was.
      for (const [id, title] of before) {
        expect(sealed.get(id)).toBe(title);
      }
      expect(await listedTitles()).toEqual(['Acuse de recibo', ...clearTitles]);

      expect(await sealClearNotificationTitles(t.app.db, t.app.tenantKeys)).toBe(0);
      expect(await storedTitles()).toEqual(sealed);
      expect(await listedTitles()).toEqual(['Acuse de recibo', ...clearTitles]);
    });

    it('runs when the server starts on an existing database', async () => {
      const id = await insertClearRow('Archivo provisional');
      const restarted = await buildApp(t.config);
      try {
        const stored = (await storedTitles()).get(id) ?? '';
        expect(stored).not.toContain('Archivo');
        const key = await restarted.tenantKeys.keyFor(tenant.idcliente);
        expect(decryptText(key, stored, sealedColumn.notificationTitle(complaint.iddenuncia))).toBe(
          'Archivo provisional',
        );
      } finally {
        await restarted.close();
      }
      expect((await listedTitles()).at(-1)).toBe('Archivo provisional');
    });
  });
}

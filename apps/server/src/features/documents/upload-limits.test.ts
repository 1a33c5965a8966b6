import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDefaults } from '@atalaya/contract/complaints/document.schemas';
import { limits } from '@atalaya/contract/limits';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { uploadFile } from '../../test/document-factories.ts';
import { buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`upload quotas [${dialect}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
    });
    afterAll(async () => t.close());

    const file = { fileName: 'a.txt', bytes: Buffer.from('hola') };

    it('429 with Retry-After once the tenant reached max_subidas_hora; administrators are not counted nor capped', async () => {
      const { idcliente } = await buildTenant(t.app);
      await t.app.db
        .updateTable('clientes')
        .set({ parametros_cliente: JSON.stringify({ max_subidas_hora: 3 }) })
        .where('idcliente', '=', idcliente)
        .execute();
      for (let i = 0; i < 3; i += 1) {
        expect((await uploadFile(t.app, await issueAccessToken(t.app, idcliente, 'Publico'), file)).statusCode).toBe(
          200,
        );
      }
      const refused = await uploadFile(t.app, await issueAccessToken(t.app, idcliente, 'Publico'), file);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const admin = await issueAccessToken(t.app, idcliente, 'Privado', await buildAdmin(t.app, idcliente));
      expect((await uploadFile(t.app, admin, file)).statusCode).toBe(200);

      const other = await buildTenant(t.app);
      expect(
        (await uploadFile(t.app, await issueAccessToken(t.app, other.idcliente, 'Publico'), file)).statusCode,
      ).toBe(200);
    });

    it(`429 when one session already holds ${uploadDefaults.maxFiles} uploads not yet attached`, async () => {
      const { idcliente } = await buildTenant(t.app);
      const visitor = await issueAccessToken(t.app, idcliente, 'Publico');
      for (let i = 0; i < uploadDefaults.maxFiles; i += 1) {
        expect((await uploadFile(t.app, visitor, file)).statusCode).toBe(200);
      }
      expect((await uploadFile(t.app, visitor, file)).statusCode).toBe(429);
      expect((await uploadFile(t.app, await issueAccessToken(t.app, idcliente, 'Publico'), file)).statusCode).toBe(200);
    });

    it('by default a file may have the spec §9 maximum, 2,097,152 bytes, and no more (413)', async () => {
      expect(limits.maxFileBytes).toBe(2_097_152);
      const { idcliente } = await buildTenant(t.app);
      function text(size: number) {
        return { fileName: 'grande.txt', bytes: Buffer.alloc(size, 'a') };
      }
      const visitor = await issueAccessToken(t.app, idcliente, 'Publico');
      expect((await uploadFile(t.app, visitor, text(2_097_152))).statusCode).toBe(200);
      const tooLarge = await uploadFile(t.app, visitor, text(2_097_153));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe('El archivo supera el tamaño máximo permitido (2 MB)');
    });
  });
}

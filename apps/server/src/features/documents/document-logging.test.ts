import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { multipartBody, windowsExecutable } from '../../test/document-factories.ts';
import { bearer, buildTenant, issueAccessToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`document logging [${dialect}]`, () => {
    let t: TestApp;
    const lines: string[] = [];

    beforeAll(async () => {
      t = await buildTestApp(dialect, {}, { logStream: { write: (line) => void lines.push(line) } });
    });
    afterAll(async () => t.close());

    it('logs request lines but never the file name, its content, the description, the token, the address or the user agent, even at trace level', async () => {
      const { idcliente } = await buildTenant(t.app);
      const token = await issueAccessToken(t.app, idcliente, 'Publico');
      const secrets = {
        name: 'Nombre-Del-Archivo-Secreto',
        content: 'Contenido-Secreto-Del-Archivo',
        description: 'Descripcion-Secreta',
        agent: 'Mozilla/5.0 (AtalayaUploadProbe)',
        address: '192.0.2.55',
      };
      const headers = { ...bearer(token), 'user-agent': secrets.agent, 'x-forwarded-for': '198.51.100.42' };
      function post(fileName: string, bytes: Buffer) {
        const body = multipartBody([{ kind: 'file', field: 'file', fileName, bytes }]);
        return t.app.inject({
          method: 'POST',
          url: `/api/gdoc/documento/postupload?descripcion=${secrets.description}`,
          remoteAddress: secrets.address,
          headers: { ...body.headers, ...headers },
          payload: body.payload,
        });
      }
      const ok = await post(`${secrets.name}.txt`, Buffer.from(secrets.content));
      expect(ok.statusCode).toBe(200);
      const { iddocumento } = postUploadResponseSchema.parse(ok.json());
      expect((await post(`${secrets.name}.pdf`, windowsExecutable())).statusCode).toBe(415);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/gdoc/documento/${iddocumento}/download`,
        remoteAddress: secrets.address,
        headers,
      });
      expect(download.statusCode).toBe(200);

      const log = lines.join('\n');
      expect(log).toContain('/api/gdoc/documento/postupload');
      for (const secret of [...Object.values(secrets), token, '198.51.100.42']) {
        expect(log).not.toContain(secret);
      }
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  fileComplaint,
  insertUpload,
  postComplaint,
  sidOf,
  validAnswers,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildTenant, issueAccessToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`complaints: documents attached when filing [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let channel: Channel;
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    it('200: own uploads (documentos and adjunto answers) are attached with origen informante', async () => {
      const sid = sidOf(publicToken);
      const listed = await insertUpload(t.app, { idcliente: tenant.idcliente, sid });
      const answered = await insertUpload(t.app, { idcliente: tenant.idcliente, sid });
      const filed = await fileComplaint(t.app, publicToken, {
        idtipodenuncia: channel.idtipodenuncia,
        answers: validAnswers({ pruebas: [answered] }),
        documentos: [listed, answered],
      });
      const complaint = await t.app.db
        .selectFrom('den_denuncias')
        .select('iddenuncia')
        .where('guid', '=', filed.guid)
        .executeTakeFirstOrThrow();
      const docs = await t.app.db
        .selectFrom('gdoc_documentos')
        .select(['iddocumento', 'iddenuncia'])
        .where('iddocumento', 'in', [listed, answered])
        .orderBy('iddocumento')
        .execute();
      expect(docs).toEqual([
        { iddocumento: listed, iddenuncia: complaint.iddenuncia },
        { iddocumento: answered, iddenuncia: complaint.iddenuncia },
      ]);
      const links = await t.app.db
        .selectFrom('den_denuncia_docs')
        .select(['iddocumento', 'origen', 'idcliente'])
        .where('iddenuncia', '=', complaint.iddenuncia)
        .orderBy('iddocumento')
        .execute();
      expect(links).toEqual([
        { iddocumento: listed, origen: 'informante', idcliente: tenant.idcliente },
        { iddocumento: answered, origen: 'informante', idcliente: tenant.idcliente },
      ]);
    });

    it("400: another session's, another tenant's, an attached or a missing document: same message, nothing filed", async () => {
      const otherSession = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      const other = await buildTenant(t.app);
      const attachedFiling = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const attachedTo = await t.app.db
        .selectFrom('den_denuncias')
        .select('iddenuncia')
        .where('guid', '=', attachedFiling.guid)
        .executeTakeFirstOrThrow();
      const bad = [
        await insertUpload(t.app, { idcliente: tenant.idcliente, sid: sidOf(otherSession) }),
        await insertUpload(t.app, { idcliente: other.idcliente, sid: sidOf(publicToken) }),
        await insertUpload(t.app, {
          idcliente: tenant.idcliente,
          sid: sidOf(publicToken),
          iddenuncia: attachedTo.iddenuncia,
        }),
        999_999,
      ];
      const good = await insertUpload(t.app, { idcliente: tenant.idcliente, sid: sidOf(publicToken) });
      const before = await countComplaints();
      for (const id of bad) {
        for (const placement of [{ documentos: [good, id] }, { answers: validAnswers({ pruebas: [id] }) }]) {
          const res = await postComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia, ...placement });
          expect(res.statusCode).toBe(400);
          expect(res.json().errors).toEqual([
            { path: 'body.den_denuncias.documentos', message: 'Documento no válido' },
          ]);
        }
      }
      expect(await countComplaints()).toBe(before);
      const untouched = await t.app.db
        .selectFrom('gdoc_documentos')
        .select('iddenuncia')
        .where('iddocumento', '=', good)
        .executeTakeFirstOrThrow();
      expect(untouched.iddenuncia).toBeNull();
    });

    async function countComplaints(): Promise<number> {
      const row = await t.app.db
        .selectFrom('den_denuncias')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }
  });
}

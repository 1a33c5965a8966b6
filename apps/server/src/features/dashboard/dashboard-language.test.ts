import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema } from '@atalaya/contract/complaints/dashboard.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { directComplaintRow } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, demoTenantAndAdmin, issueAccessToken } from '../../test/factories.ts';
import { nowIso } from '../../lib/time.ts';

/** The demo's first type and the received status (2), as each interface language names them. */
const names = {
  es: { tipo: 'Fraude o corrupción', estado: 'Recibida' },
  ca: { tipo: 'Frau o corrupció', estado: 'Rebuda' },
  eu: { tipo: 'Iruzurra edo ustelkeria', estado: 'Jasota' },
  gl: { tipo: 'Fraude ou corrupción', estado: 'Recibida' },
  en: { tipo: 'Fraud or corruption', estado: 'Received' },
} as const;

for (const dialect of DIALECTS) {
  describe(`Resumen: type and status names in the interface language [${dialect}]`, () => {
    let t: TestApp;
    let token: string;
    let idtipodenuncia: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const { idcliente, admin } = await demoTenantAndAdmin(t.app);
      token = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      const type = await t.app.db
        .selectFrom('den_tipos_denuncia')
        .select(['idtipodenuncia', 'idformulario'])
        .where('idcliente', '=', idcliente)
        .orderBy('orden')
        .executeTakeFirstOrThrow();
      idtipodenuncia = type.idtipodenuncia;
      await t.app.db
        .insertInto('den_denuncias')
        .values(
          directComplaintRow({
            idcliente,
            idtipodenuncia,
            idformulario: type.idformulario,
            idestadodenuncia: 2,
            fec_alta: nowIso(),
          }),
        )
        .execute();
    });
    afterAll(async () => t.close());

    async function resumen(headers: Record<string, string>) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/resumen',
        headers: { ...bearer(token), ...headers },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      return dashboardResponseSchema.parse(res.json()).data;
    }

    it('200: the pending list, the per-type and the per-status charts name them in Accept-Language; Spanish without it', async () => {
      for (const [tag, expected] of Object.entries(names)) {
        const data = await resumen({ 'accept-language': tag });
        expect(data.pendientes.map((c) => [c.tipo, c.estado])).toEqual([[expected.tipo, expected.estado]]);
        expect(data.por_tipo.find((row) => row.idtipodenuncia === idtipodenuncia)?.tipo).toBe(expected.tipo);
        expect(data.por_estado.find((row) => row.idestadodenuncia === 2)?.estado).toBe(expected.estado);
      }
      const spanish = await resumen({});
      expect(spanish.pendientes[0]).toMatchObject(names.es);
      expect(spanish.por_estado.map((row) => row.estado)).toEqual(['Recibida', 'En trámite', 'Inadmitida', 'Resuelta']);
      const english = await resumen({ 'accept-language': 'en' });
      expect(english.por_estado.map((row) => row.estado)).toEqual([
        'Received',
        'In progress',
        'Not admitted',
        'Resolved',
      ]);
    });
  });
}

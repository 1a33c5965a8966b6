import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptPattern } from '@atalaya/contract/complaints/complaint.schemas';
import {
  verbalReportMessages,
  verbalReportPath,
  transcriptAgreementPath,
} from '@atalaya/contract/complaints/verbal-report.schemas';
import { dayIn } from '@atalaya/contract/common/time-zone';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { reporterToken } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, issueAccessToken } from '../../test/factories.ts';

/** Issue 17 §2 (art 7.2 Ley 2/2023): a verbal communication registered by a handler, checked by its reporter. */
const marker = 'MARCAVERBAL7c1d';

function isoDay(offsetDays: number): string {
  return dayIn(new Date(Date.now() + offsetDays * 86_400_000), 'Europe/Madrid');
}

for (const dialect of DIALECTS) {
  describe(`verbal communications [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;
    let gestor: string;
    let otherGestor: string;

    async function gestorToken(): Promise<string> {
      const person = await buildAdmin(t.app, f.tenant.idcliente);
      await t.app.db.updateTable('usuarios').set({ rol: 'gestor' }).where('idusuario', '=', person.idusuario).execute();
      return issueAccessToken(t.app, f.tenant.idcliente, 'Privado', person);
    }

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      f = await caseFixture(t.app);
      gestor = await gestorToken();
      otherGestor = await gestorToken();
    });
    afterAll(async () => t.close());

    function body(values: Record<string, unknown> = {}) {
      return {
        den_denuncias: {
          idtipodenuncia: f.channel.idtipodenuncia,
          medio: 'telefono',
          fecha: isoDay(-1),
          transcripcion: `El informante relata por teléfono ${marker}.`,
          anonima: true,
          ididioma: 1,
          ...values,
        },
      };
    }

    function register(token: string, payload: object) {
      return t.app.inject({ method: 'POST', url: verbalReportPath, headers: bearer(token), payload });
    }

    async function complaints(): Promise<number> {
      return (
        await t.app.db
          .selectFrom('den_denuncias')
          .select('iddenuncia')
          .where('idcliente', '=', f.tenant.idcliente)
          .execute()
      ).length;
    }

    it('a Responsable registers it: a receipt like an online filing, the transcript sealed, shown in the case, audited', async () => {
      const res = await register(f.adminToken, body({ medio: 'reunion' }));
      expect(res.statusCode).toBe(200);
      const answer = res.json<{
        iddenuncia: number;
        referencia: string;
        receipt: string;
        guid: string;
        message: string;
      }>();
      expect(answer.message).toBe(verbalReportMessages.registered);
      expect(answer.receipt).toMatch(receiptPattern);
      expect(answer.referencia).toMatch(/^\d{4}-\d{4,}$/);

      const row = await t.app.db
        .selectFrom('den_denuncias')
        .select(['canal', 'verbal_medio', 'verbal_fecha', 'transcripcion', 'receipt_hash', 'fec_acuse'])
        .where('iddenuncia', '=', answer.iddenuncia)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ canal: 'verbal', verbal_medio: 'reunion', verbal_fecha: isoDay(-1) });
      expect(row.transcripcion?.startsWith('v1.')).toBe(true);
      expect(row.transcripcion).not.toContain(marker);
      expect(row.receipt_hash).not.toContain(answer.receipt);
      expect(row.fec_acuse).not.toBeNull();

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${answer.iddenuncia}`,
        headers: bearer(f.adminToken),
      });
      expect(detail.json().data.verbal).toEqual({
        medio: 'reunion',
        fecha: isoDay(-1),
        transcripcion: `El informante relata por teléfono ${marker}.`,
        fec_conforme: null,
      });
      const audit = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'detalle'])
        .where('iddenuncia', '=', answer.iddenuncia)
        .where('accion', '=', 'registrar_comunicacion_verbal')
        .execute();
      expect(audit).toEqual([{ accion: 'registrar_comunicacion_verbal', detalle: 'reunion' }]);
      // The libro-registro names its channel.
      const book = await t.app.inject({
        method: 'GET',
        url: `/api/admin/libro-registro?anio=${answer.referencia.slice(0, 4)}`,
        headers: bearer(f.adminToken),
      });
      expect(book.statusCode).toBe(200);
      const entry = (book.json().data.entradas as { referencia: string; canal: string }[]).find(
        (e) => e.referencia === answer.referencia,
      );
      expect(entry?.canal).toBe('verbal');
    });

    it('the reporter signs in with the code, reads the transcript and states once that they agree; the handlers are told', async () => {
      const answer = (await register(f.adminToken, body())).json<{ iddenuncia: number; receipt: string }>();
      const reporter = await reporterToken(t.app, answer.receipt, `${f.tenant.codigo}.example.test`);
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_denuncias/informante',
        headers: bearer(reporter),
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.verbal).toMatchObject({ medio: 'telefono', fec_conforme: null });
      expect(own.json().data.verbal.transcripcion).toContain(marker);
      // Acknowledged like an online filing: the reporter finds the acknowledgement in their notifications.
      const notes = await t.app.db
        .selectFrom('den_denuncia_notificaciones')
        .select('iddenuncia')
        .where('iddenuncia', '=', answer.iddenuncia)
        .execute();
      expect(notes).toHaveLength(1);

      const agreed = await t.app.inject({ method: 'POST', url: transcriptAgreementPath, headers: bearer(reporter) });
      expect(agreed.statusCode).toBe(200);
      const first = agreed.json<{ fec_conforme: string }>().fec_conforme;
      expect(Date.parse(first)).toBeGreaterThan(Date.now() - 60_000);
      const again = await t.app.inject({ method: 'POST', url: transcriptAgreementPath, headers: bearer(reporter) });
      expect(again.json().fec_conforme).toBe(first);

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${answer.iddenuncia}`,
        headers: bearer(f.adminToken),
      });
      expect(detail.json().data.verbal.fec_conforme).toBe(first);
      const alerts = await t.app.db
        .selectFrom('user_feed')
        .select('title')
        .where('idcliente', '=', f.tenant.idcliente)
        .where('link', '=', `/admin/denuncias/gestion/${answer.iddenuncia}`)
        .where('title', '=', 'El informante está conforme con la transcripción')
        .execute();
      expect(alerts.length).toBeGreaterThan(0);
      const audited = await t.app.db
        .selectFrom('den_auditoria')
        .select('usuario')
        .where('iddenuncia', '=', answer.iddenuncia)
        .where('accion', '=', 'conformidad_transcripcion')
        .execute();
      expect(audited).toEqual([{ usuario: 'informante' }]);
    });

    it('a gestor who registers it handles it; another gestor does not see it', async () => {
      const res = await register(
        gestor,
        body({ medio: 'videollamada', anonima: false, contact: { nombre: 'Ana Ruiz' } }),
      );
      expect(res.statusCode).toBe(200);
      const { iddenuncia } = res.json<{ iddenuncia: number }>();
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${iddenuncia}`,
        headers: bearer(gestor),
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.contacto).toMatchObject({ nombre: 'Ana Ruiz' });
      expect(own.json().data.anonima).toBe(false);
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${iddenuncia}`,
        headers: bearer(otherGestor),
      });
      expect(other.statusCode).toBe(404);
    });

    it('refuses a future or year-old date, an empty transcript, an unknown type, no contact when signed; writes nothing', async () => {
      const before = await complaints();
      const cases: [Record<string, unknown>, string][] = [
        [{ fecha: isoDay(2) }, verbalReportMessages.futureDate],
        [{ fecha: isoDay(-400) }, verbalReportMessages.tooOld],
        [{ transcripcion: '   ' }, verbalReportMessages.transcriptRequired],
        [{ idtipodenuncia: 999_999 }, 'El tipo de comunicación no existe o no está disponible'],
        [{ anonima: false }, 'Indique sus datos de contacto o elija presentar la comunicación de forma anónima'],
        [{ medio: 'carta' }, ''],
      ];
      for (const [values, message] of cases) {
        const res = await register(f.adminToken, body(values));
        expect(res.statusCode, JSON.stringify(values)).toBe(400);
        if (message) {
          expect(res.body).toContain(message);
        }
      }
      expect(await complaints()).toBe(before);
    });

    it('an online filing has no transcript to agree with: 400, nothing changes', async () => {
      const c = await f.newCase();
      const res = await t.app.inject({ method: 'POST', url: transcriptAgreementPath, headers: bearer(c.reporter) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(verbalReportMessages.notVerbal);
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_denuncias/informante',
        headers: bearer(c.reporter),
      });
      expect(own.json().data.verbal).toBeNull();
    });
  });
}

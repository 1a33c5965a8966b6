import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMailTemplates, renderMailText } from '@atalaya/contract/mail/mail.schemas';
import { decryptText } from '../../lib/crypto.ts';
import { outboxRecipientContext } from '../../lib/mail-outbox.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, issueAccessToken } from '../../test/factories.ts';

const url = '/api/common/idioma';

for (const dialect of DIALECTS) {
  describe(`language-change call: PUT /api/common/idioma [${dialect}]`, () => {
    let t: TestApp;
    let fixture: CaseFixture;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      fixture = await caseFixture(t.app);
    });
    afterAll(async () => t.close());

    function change(token: string | null, payload: unknown) {
      return t.app.inject({
        method: 'PUT',
        url,
        headers: token === null ? {} : bearer(token),
        payload: payload as Record<string, unknown>,
      });
    }
    async function storedLanguage(idusuario: number): Promise<number> {
      const row = await t.app.db
        .selectFrom('usuarios')
        .select('ididioma')
        .where('idusuario', '=', idusuario)
        .executeTakeFirstOrThrow();
      return row.ididioma;
    }

    it("200: an administrator's language is stored on their user (only theirs)", async () => {
      const other = await buildAdmin(t.app, fixture.tenant.idcliente);
      const res = await change(fixture.adminToken, { ididioma: 2 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, ididioma: 2, guardado: true });
      expect(await storedLanguage(fixture.admin.idusuario)).toBe(2);
      expect(await storedLanguage(other.idusuario)).toBe(1);
    });

    it('200 for a public visitor and a reporter, and nothing is stored anywhere', async () => {
      const before = await t.app.db
        .selectFrom('usuarios')
        .select(['idusuario', 'ididioma'])
        .orderBy('idusuario')
        .execute();
      const reporter = (await fixture.newCase()).reporter;
      for (const token of [fixture.publicToken, reporter]) {
        const res = await change(token, { ididioma: 5 });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, ididioma: 5, guardado: false });
      }
      expect(
        await t.app.db.selectFrom('usuarios').select(['idusuario', 'ididioma']).orderBy('idusuario').execute(),
      ).toEqual(before);
    });

    it('400 for a language outside 1–5, a code instead of an id or extra keys; 401 without a token', async () => {
      for (const payload of [
        { ididioma: 0 },
        { ididioma: 6 },
        { ididioma: 'en' },
        { ididioma: 1.5 },
        { ididioma: 1, idusuario: 2 },
        {},
      ]) {
        const res = await change(fixture.adminToken, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
      expect((await change(null, { ididioma: 1 })).statusCode).toBe(401);
    });

    it("the handlers' mail of a new complaint goes to each administrator in the language they chose", async () => {
      const english = await buildAdmin(t.app, fixture.tenant.idcliente);
      const basque = await buildAdmin(t.app, fixture.tenant.idcliente);
      const spanish = await buildAdmin(t.app, fixture.tenant.idcliente);
      expect(
        (await change(await issueAccessToken(t.app, fixture.tenant.idcliente, 'Privado', english), { ididioma: 5 }))
          .statusCode,
      ).toBe(200);
      expect(
        (await change(await issueAccessToken(t.app, fixture.tenant.idcliente, 'Privado', basque), { ididioma: 3 }))
          .statusCode,
      ).toBe(200);
      const since = new Date(Date.now() - 1000).toISOString();
      await fixture.fileCase();

      const key = await t.app.tenantKeys.keyFor(fixture.tenant.idcliente);
      const mails = await t.app.db
        .selectFrom('mail_outbox')
        .select(['uid', 'destinatario', 'asunto'])
        .where('idcliente', '=', fixture.tenant.idcliente)
        .where('evento', '=', 'nueva_denuncia')
        .where('fec_alta', '>=', since)
        .execute();
      const subjectTo = new Map(
        mails.map((mail) => [decryptText(key, mail.destinatario, outboxRecipientContext(mail.uid)), mail.asunto]),
      );
      // The subject names the tenant only (no reference, no link).
      function subject(code: 'es' | 'en' | 'eu'): string {
        return renderMailText(defaultMailTemplates.nueva_denuncia[code].asunto, {
          cliente: fixture.tenant.nombre,
          referencia: '',
          enlace: '',
        });
      }
      expect(subjectTo.get(english.email)).toBe(subject('en'));
      expect(subjectTo.get(basque.email)).toBe(subject('eu'));
      expect(subjectTo.get(spanish.email)).toBe(subject('es'));
      expect(subject('en')).not.toBe(subject('es'));
    });
  });
}

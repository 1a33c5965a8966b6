import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantAnomalyTexts } from '../../domain/complaint/handler-alerts.service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, fileComplaint, receiptLogin, type Channel } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { receiptLimits } from './receipt-throttle.policy.ts';

const wrongCode = '0000-0000-0000-0000';

/** A guessing burst must be checked only as far as the per-source limit and never lock the tenant. */
for (const dialect of DIALECTS) {
  describe(`POST /api/auth/informante under bursts of concurrent guesses [${dialect}]`, () => {
    let t: TestApp;
    let host: string;
    let idcliente: number;
    let channel: Channel;
    let publicToken: string;
    let handlerEmail: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const tenant = await buildTenant(t.app);
      idcliente = tenant.idcliente;
      host = `${tenant.codigo}.example.test`;
      channel = await buildChannel(t.app, idcliente);
      publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
      handlerEmail = (await buildAdmin(t.app, idcliente)).email.toLowerCase();
    });
    afterAll(async () => t.close());

    it('1,000 concurrent guesses from one source check 10 codes; another source still signs in', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const answers = await Promise.all(
        Array.from({ length: 1000 }, () => receiptLogin(t.app, wrongCode, host, '10.40.0.1')),
      );
      const checked = answers.filter((a) => a.statusCode === 401).length;
      expect(checked).toBe(receiptLimits.perSource);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1000 - receiptLimits.perSource);
      expect((await receiptLogin(t.app, filed.receipt, host, '10.40.0.2')).statusCode).toBe(200);
    });

    it('failures from many sources past the anomaly threshold alert the handlers once and lock nobody', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const sources = Math.ceil(receiptLimits.anomalyPerTenant / receiptLimits.perSource) + 1;
      const answers = await Promise.all(
        Array.from({ length: sources * receiptLimits.perSource }, (_, i) =>
          receiptLogin(t.app, wrongCode, host, `10.50.0.${Math.floor(i / receiptLimits.perSource)}`),
        ),
      );
      expect(answers.every((a) => a.statusCode === 401)).toBe(true);
      expect((await receiptLogin(t.app, filed.receipt, host, '10.50.1.1')).statusCode).toBe(200);
      const bell = await t.app.db
        .selectFrom('user_feed')
        .select(['title', 'description'])
        .where('idcliente', '=', idcliente)
        .where('owner', '=', handlerEmail)
        .where('title', '=', tenantAnomalyTexts.codigos.title)
        .execute();
      expect(bell).toHaveLength(1);
      expect(bell[0]?.description).not.toMatch(/\d{4}-\d{4}|10\.50/);
      // 211 receipt hashes: ~8 s on an idle machine, several times that on a busy CI core.
    }, 120_000);
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, fileComplaint, receiptLogin, type Channel } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { normalizeReceipt } from '@atalaya/contract/complaints/complaint.schemas';
import { memoryCounterStore } from '../../lib/counter-store.ts';
import { hashReceipt, legacyReceiptHash } from '../../lib/receipt.ts';
import { createReceiptThrottle } from './receipt-throttle.policy.ts';

const invalidBody = { success: false, code: 'UNAUTHENTICATED', message: 'El código no es válido' };

describe('receipt throttle', () => {
  it('blocks a source after 10 failures until the window ends; a tenant is never locked, it raises one anomaly', async () => {
    let now = 0;
    const throttle = createReceiptThrottle(
      memoryCounterStore(),
      { perSource: 10, anomalyPerTenant: 25, windowMs: 60_000 },
      () => now,
    );
    async function fail(source: string, idcliente: number): Promise<boolean> {
      const turn = await throttle.reserve(source, idcliente);
      if (turn.kind !== 'reserved') {
        throw new Error(`${source} was blocked`);
      }
      return (await turn.failed()).anomaly;
    }
    for (let i = 0; i < 10; i += 1) {
      await fail('a', 1);
    }
    expect(await throttle.reserve('a', 1)).toEqual({ kind: 'blocked', retryAfterSeconds: 60 });
    // Spread over many sources, the tenant's failures alert once at the threshold and lock nobody.
    const anomalies: boolean[] = [];
    for (let i = 0; i < 30; i += 1) {
      anomalies.push(await fail(`s${i}`, 1));
    }
    expect(anomalies.filter(Boolean)).toHaveLength(1);
    expect(anomalies.indexOf(true)).toBe(14);
    expect((await throttle.reserve('fresh', 1)).kind).toBe('reserved');
    expect((await throttle.reserve('fresh', 2)).kind).toBe('reserved');
    now = 60_000;
    expect((await throttle.reserve('a', 1)).kind).toBe('reserved');
  });

  it('a success gives back only its own reservation, never earlier failures', async () => {
    const throttle = createReceiptThrottle(
      memoryCounterStore(),
      { perSource: 3, anomalyPerTenant: 100, windowMs: 60_000 },
      () => 0,
    );
    for (let i = 0; i < 2; i += 1) {
      const turn = await throttle.reserve('p', 1);
      if (turn.kind === 'reserved') {
        await turn.failed();
      }
    }
    const good = await throttle.reserve('p', 1);
    expect(good.kind).toBe('reserved');
    if (good.kind === 'reserved') {
      await good.succeeded();
    }
    const last = await throttle.reserve('p', 1);
    expect(last.kind).toBe('reserved');
    expect((await throttle.reserve('p', 1)).kind).toBe('blocked');
  });
});

for (const dialect of DIALECTS) {
  describe(`complaints: receipt login [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let host: string;
    let channel: Channel;
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      host = `${tenant.codigo}.example.test`;
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    it('200: the receipt gives an Informante token pair bound to the complaint, with its own session', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const res = await receiptLogin(t.app, filed.receipt, host);
      expect(res.statusCode).toBe(200);
      const pair = tokenPairResponseSchema.parse(res.json());
      const claims = await t.app.tokens.verify(pair.accesstoken.token, 'access');
      expect(claims).toMatchObject({
        name: 'Informante',
        email: '',
        role: 'informante',
        tipoacceso: 'Informante',
        idcliente: tenant.idcliente,
        idapoderado: null,
        unique_name: `informante:${claims.sid}`,
        idtercero: null,
      });
      expect(JSON.parse(claims.parametros)).toEqual({ guid: filed.guid });
      const session = await t.app.db
        .selectFrom('sesiones')
        .select(['tipoacceso', 'idcliente', 'idusuario', 'revocada'])
        .where('sid', '=', claims.sid)
        .executeTakeFirstOrThrow();
      expect(session).toEqual({ tipoacceso: 'Informante', idcliente: tenant.idcliente, idusuario: null, revocada: 0 });
      const who = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: bearer(pair.accesstoken.token) });
      expect(who.json().claims.tipoacceso).toBe('Informante');
    });

    it('200: lower case, spaces, missing dashes and confusable letters are normalised', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const typed = [
        filed.receipt.toLowerCase(),
        ` ${filed.receipt.replaceAll('-', ' ')} `,
        filed.receipt.replaceAll('-', ''),
        filed.receipt.replaceAll('0', 'O').replaceAll('1', 'l'),
      ];
      for (const receipt of typed) {
        const res = await receiptLogin(t.app, receipt, host);
        expect(res.statusCode).toBe(200);
      }
    });

    it('a new complaint keeps only the keyed hash of its code (decision 031), never the code', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const row = await t.app.db
        .selectFrom('den_denuncias')
        .select('receipt_hash')
        .where('guid', '=', filed.guid)
        .executeTakeFirstOrThrow();
      expect(row.receipt_hash).toBe(hashReceipt(normalizeReceipt(filed.receipt), t.app.secrets.receiptPepper));
      expect(row.receipt_hash).toMatch(/^k1:[0-9a-f]{64}$/);
      expect(row.receipt_hash).not.toContain(normalizeReceipt(filed.receipt));
    });

    it('200: a complaint filed under the scrypt hash still opens with its code, and moves to the keyed hash', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const pepper = t.app.secrets.receiptPepper;
      const normalized = normalizeReceipt(filed.receipt);
      // As filed before decision 031: the scrypt hash, bare hex.
      const legacy = await legacyReceiptHash(normalized, pepper);
      expect(legacy).toMatch(/^[0-9a-f]{64}$/);
      await t.app.db
        .updateTable('den_denuncias')
        .set({ receipt_hash: legacy })
        .where('guid', '=', filed.guid)
        .execute();

      const first = await receiptLogin(t.app, filed.receipt, host, '10.0.0.31');
      expect(first.statusCode, first.body).toBe(200);
      const claims = await t.app.tokens.verify(tokenPairResponseSchema.parse(first.json()).accesstoken.token, 'access');
      expect(JSON.parse(claims.parametros)).toEqual({ guid: filed.guid });
      const row = await t.app.db
        .selectFrom('den_denuncias')
        .select('receipt_hash')
        .where('guid', '=', filed.guid)
        .executeTakeFirstOrThrow();
      expect(row.receipt_hash).toBe(hashReceipt(normalized, pepper));
      // And again, now through the keyed hash.
      expect((await receiptLogin(t.app, filed.receipt, host, '10.0.0.31')).statusCode).toBe(200);
      expect((await receiptLogin(t.app, '0000-0000-0000-0000', host, '10.0.0.31')).statusCode).toBe(401);
    });

    it('400: a malformed code is refused before any lookup', async () => {
      for (const receipt of ['', '1234', 'UUUU-UUUU-UUUU-UUUU', 'x'.repeat(41)]) {
        const res = await receiptLogin(t.app, receipt, host);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });

    it("401: a wrong code and another tenant's valid code get the same answer", async () => {
      const other = await buildTenant(t.app);
      const otherChannel = await buildChannel(t.app, other.idcliente);
      const otherToken = await issueAccessToken(t.app, other.idcliente, 'Publico');
      const foreign = await fileComplaint(t.app, otherToken, { idtipodenuncia: otherChannel.idtipodenuncia });
      const wrong = await receiptLogin(t.app, '0000-0000-0000-0000', host, '10.0.0.2');
      const crossTenant = await receiptLogin(t.app, foreign.receipt, host, '10.0.0.2');
      expect(wrong.statusCode).toBe(401);
      expect(crossTenant.statusCode).toBe(401);
      expect(wrong.json()).toEqual(invalidBody);
      expect(crossTenant.body).toBe(wrong.body);
      // At its own tenant's address the same code works.
      expect((await receiptLogin(t.app, foreign.receipt, `${other.codigo}.example.test`)).statusCode).toBe(200);
    });

    it('429: after 10 failures a source is refused with Retry-After, even with the right code; other sources go on', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const source = '10.9.9.9';
      for (let i = 0; i < 10; i += 1) {
        expect((await receiptLogin(t.app, '0000-0000-0000-0000', host, source)).statusCode).toBe(401);
      }
      const blockedWrong = await receiptLogin(t.app, '0000-0000-0000-0000', host, source);
      const blockedRight = await receiptLogin(t.app, filed.receipt, host, source);
      for (const res of [blockedWrong, blockedRight]) {
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json()).toEqual({
          success: false,
          code: 'RATE_LIMITED',
          message: 'Demasiados intentos fallidos. Vuelva a intentarlo más tarde.',
        });
      }
      expect(blockedRight.body).toBe(blockedWrong.body);
      expect((await receiptLogin(t.app, filed.receipt, host, '10.9.9.10')).statusCode).toBe(200);
    });

    it('200: GET /api/auth/refresh re-issues an Informante session from its stored claims', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const first = tokenPairResponseSchema.parse((await receiptLogin(t.app, filed.receipt, host)).json());
      const refreshed = await t.app.inject({
        method: 'GET',
        url: '/api/auth/refresh',
        headers: bearer(first.refreshtoken.token),
      });
      expect(refreshed.statusCode).toBe(200);
      const second = tokenPairResponseSchema.parse(refreshed.json());
      const before = await t.app.tokens.verify(first.accesstoken.token, 'access');
      const after = await t.app.tokens.verify(second.accesstoken.token, 'access');
      expect(after).toMatchObject({
        sid: before.sid,
        tipoacceso: 'Informante',
        role: 'informante',
        parametros: before.parametros,
        idcliente: tenant.idcliente,
      });
      const view = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_denuncias/informante',
        headers: bearer(second.accesstoken.token),
      });
      expect(view.statusCode).toBe(200);
      expect(view.json().data.guid).toBe(filed.guid);
    });
  });
}

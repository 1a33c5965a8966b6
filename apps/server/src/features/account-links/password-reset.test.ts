import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@atalaya/contract/auth/account.schemas';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { decryptText } from '../../lib/crypto.ts';
import { outboxBodyOf, outboxRecipientContext } from '../../lib/mail-outbox.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, demoTenantAndAdmin } from '../../test/factories.ts';

const sameAnswer = { success: true, message: accountMessages.resetRequested };
const invalidLink = { success: false, code: 'NOT_FOUND', message: accountMessages.invalidLink };
const newPassword = 'tres tortugas cruzan el puente';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

for (const dialect of DIALECTS) {
  describe(`forgot password and reset links [${dialect}]`, () => {
    let t: TestApp;
    let demoId: number;
    let sourceCount = 0;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demoId = (await demoTenantAndAdmin(t.app)).idcliente;
    });
    afterAll(async () => t.close());

    /** Each call from its own address, so the per-source limits of one test never block another. */
    function source(): string {
      sourceCount += 1;
      return `10.8.${Math.floor(sourceCount / 250)}.${sourceCount % 250}`;
    }
    function forgot(email: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/olvido',
        payload: { email, url: 'localhost' },
        remoteAddress: source(),
      });
    }
    function reset(token: string, password: string) {
      return t.app.inject({
        method: 'POST',
        url: `/api/auth/restablecer/${token}`,
        payload: { password },
        remoteAddress: source(),
      });
    }
    function login(email: string, password: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, url: 'localhost' },
        remoteAddress: source(),
      });
    }

    async function outboxCount(): Promise<number> {
      const row = await t.app.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('evento', '=', 'restablecimiento')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }
    async function resetRows(idusuario: number) {
      return t.app.db.selectFrom('restablecimientos').selectAll().where('idusuario', '=', idusuario).execute();
    }
    async function passwordHashOf(idusuario: number): Promise<string> {
      const row = await t.app.db
        .selectFrom('usuarios')
        .select('password_hash')
        .where('idusuario', '=', idusuario)
        .executeTakeFirstOrThrow();
      return row.password_hash;
    }
    /** Waits until the reset mails queued after the answers (decision 036) reach `count`. */
    async function outboxReaches(count: number): Promise<void> {
      await vi.waitFor(async () => expect(await outboxCount()).toBe(count), { timeout: 5_000, interval: 10 });
    }
    /** The reset token of the newest reset mail to `email`, read from its sealed outbox body. */
    async function mailedToken(email: string): Promise<string> {
      const key = await t.app.tenantKeys.keyFor(demoId);
      const rows = await t.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('evento', '=', 'restablecimiento')
        .orderBy('idcorreo', 'desc')
        .execute();
      for (const row of rows) {
        if (decryptText(key, row.destinatario, outboxRecipientContext(row.uid)) === email) {
          const token = /\/auth\/restablecer\/([A-Za-z0-9_-]{43})/.exec(outboxBodyOf(key, row))?.[1];
          if (token) {
            return token;
          }
        }
      }
      throw new Error('no reset mail');
    }

    it('mails a one-time link; using it sets the password and revokes every other session (534)', async () => {
      const person = await buildAdmin(t.app, demoId, { email: 'olvidadiza@example.test' });
      const sessions = await Promise.all(
        [1, 2].map(async () => tokenPairResponseSchema.parse((await login(person.email, person.password)).json())),
      );

      const queued = await outboxCount();
      const asked = await forgot('OLVIDADIZA@example.test');
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual(sameAnswer);
      await outboxReaches(queued + 1);
      const stored = await t.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('evento', '=', 'restablecimiento')
        .execute();
      expect(stored.map((r) => r.cuerpo).join('')).not.toContain('/auth/restablecer/');
      const token = await mailedToken(person.email);
      const [row] = await resetRows(person.idusuario);
      expect(row?.token_hash).toBe(hashToken(token));
      const ttl = Date.parse(row?.fec_expira ?? '') - Date.parse(row?.fec_alta ?? '');
      expect(ttl).toBe(3600 * 1000);

      const done = await reset(token, newPassword);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ success: true, message: accountMessages.passwordChanged });
      for (const pair of sessions) {
        const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: bearer(pair.accesstoken.token) });
        expect(me.statusCode).toBe(534);
      }
      expect((await login(person.email, person.password)).statusCode).toBe(401);
      expect((await login(person.email, newPassword)).statusCode).toBe(200);

      const reused = await reset(token, 'otra frase distinta y larga');
      expect({ status: reused.statusCode, body: reused.json() }).toEqual({ status: 404, body: invalidLink });
      expect((await login(person.email, newPassword)).statusCode).toBe(200);
    });

    it('answers the same status and body for a known and an unknown address, and queues nothing for the unknown', async () => {
      const person = await buildAdmin(t.app, demoId);
      const inactive = await buildAdmin(t.app, demoId, { activo: false });
      const before = await outboxCount();
      // The unknown and disabled addresses first: whether a mail follows is decided before answering.
      const unknown = await forgot('nadie-existe@example.test');
      const disabled = await forgot(inactive.email);
      const known = await forgot(person.email);
      await outboxReaches(before + 1);
      expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
        status: known.statusCode,
        body: known.body,
      });
      expect({ status: disabled.statusCode, body: disabled.body }).toEqual({
        status: known.statusCode,
        body: known.body,
      });
      expect(await resetRows(inactive.idusuario)).toHaveLength(0);
    });

    it('refuses expired and replaced links and weak passwords, changing nothing', async () => {
      const person = await buildAdmin(t.app, demoId, { email: 'reglas.reset@example.test' });
      const hashBefore = await passwordHashOf(person.idusuario);
      const queued = await outboxCount();
      await forgot(person.email);
      await outboxReaches(queued + 1);
      const first = await mailedToken(person.email);
      await forgot(person.email);
      await outboxReaches(queued + 2);
      const second = await mailedToken(person.email);
      expect(second).not.toBe(first);
      const replaced = await reset(first, newPassword);
      expect({ status: replaced.statusCode, body: replaced.json() }).toEqual({ status: 404, body: invalidLink });

      const weak: Array<[string, string]> = [
        ['corta', accountMessages.passwordTooShort],
        ['iloveyou12345', accountMessages.passwordCommon],
        ['reglas.reset-es-mi-clave', accountMessages.passwordHasEmail],
      ];
      for (const [password, message] of weak) {
        const res = await reset(second, password);
        expect(res.statusCode, password).toBe(400);
        expect(res.json<{ errors: Array<{ message: string }> }>().errors[0]?.message, password).toBe(message);
      }
      expect(await passwordHashOf(person.idusuario)).toBe(hashBefore);

      await t.app.db
        .updateTable('restablecimientos')
        .set({ fec_expira: '2000-01-01T00:00:00.000Z' })
        .where('token_hash', '=', hashToken(second))
        .execute();
      const expired = await reset(second, newPassword);
      expect({ status: expired.statusCode, body: expired.json() }).toEqual({ status: 404, body: invalidLink });
      const unknown = await reset('C'.repeat(43), newPassword);
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: invalidLink });
      expect(await passwordHashOf(person.idusuario)).toBe(hashBefore);
      expect((await resetRows(person.idusuario)).every((r) => r.fec_usado === null)).toBe(true);
    });

    it('queues at most 3 mails per address in 15 min, with the same answer after', async () => {
      const person = await buildAdmin(t.app, demoId);
      const before = await outboxCount();
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        answers.push((await forgot(person.email)).json());
      }
      expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(sameAnswer))).toBe(true);
      await outboxReaches(before + 3);
      expect(await resetRows(person.idusuario)).toHaveLength(3);
    });

    it('prints the p50 of 50 requests for known and for unknown addresses (not an assertion)', async () => {
      const people = await Promise.all(Array.from({ length: 50 }, () => buildAdmin(t.app, demoId)));
      const timings = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 50; i += 1) {
        for (const kind of i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
          const email = kind === 'known' ? (people[i]?.email ?? '') : `nadie-${i}@example.test`;
          const started = performance.now();
          const res = await forgot(email);
          timings[kind].push(performance.now() - started);
          expect(res.json()).toEqual(sameAnswer);
        }
      }
      process.stdout.write(
        `[${dialect}] POST /api/auth/olvido p50 of 50: known ${median(timings.known).toFixed(2)} ms, unknown ${median(timings.unknown).toFixed(2)} ms\n`,
      );
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import {
  enrolmentConfirmedResponseSchema,
  enrolmentResponseSchema,
  twoFactorChallengeResponseSchema,
  twoFactorMessages,
  twoFactorStatusResponseSchema,
} from '@atalaya/contract/auth/two-factor.schemas';
import { totpCodeAt } from '../../lib/totp.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

const step = 30_000;

for (const dialect of DIALECTS) {
  describe(`two factors: enrolment and sign-in [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let sourceCount = 0;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
    });
    afterAll(async () => t.close());

    /** Each call from its own address, so the sign-in's per-source limits never interfere. */
    function source(): string {
      sourceCount += 1;
      return `10.9.${Math.floor(sourceCount / 250)}.${sourceCount % 250}`;
    }

    function login(person: { email: string; password: string }, headers: Record<string, string> = {}) {
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: person.password, url: `${tenant.codigo}.example.test` },
        headers,
        remoteAddress: source(),
      });
    }
    async function challengeOf(person: { email: string; password: string }): Promise<string> {
      const res = await login(person);
      expect(res.statusCode).toBe(200);
      const answer = twoFactorChallengeResponseSchema.parse(res.json());
      expect(answer.segundo_factor.paso).toBe('codigo');
      return answer.segundo_factor.reto;
    }
    function secondStep(reto: string, codigo: string, headers: Record<string, string> = {}) {
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/segundo-factor',
        payload: { reto, codigo },
        headers,
        remoteAddress: source(),
      });
    }

    /** A person of the tenant who enrolled through their signed-in session: their secret and codes. */
    async function enrolledPerson() {
      const person = await buildAdmin(t.app, tenant.idcliente);
      const token = await issueAccessToken(t.app, tenant.idcliente, 'Privado', person);
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/auth/cuenta/segundo-factor',
        headers: bearer(token),
      });
      expect(started.statusCode).toBe(200);
      const enrolment = enrolmentResponseSchema.parse(started.json());
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/cuenta/segundo-factor/confirmar',
        headers: bearer(token),
        payload: { alta: enrolment.alta, codigo: totpCodeAt(enrolment.secreto) },
      });
      expect(confirmed.statusCode).toBe(200);
      const codes = enrolmentConfirmedResponseSchema.parse(confirmed.json()).codigos;
      // As if the enrolment were minutes old, so the sign-ins of the test may use the current step.
      await t.app.db
        .updateTable('usuarios')
        .set({ totp_ultimo_paso: Math.floor(Date.now() / step) - 10 })
        .where('idusuario', '=', person.idusuario)
        .execute();
      return { ...person, token, secret: enrolment.secreto, codes, enrolment };
    }

    async function auditOf(idusuario: number) {
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'resultado', 'detalle', 'usuario', 'idusuario', 'iddenuncia'])
        .where('idcliente', '=', tenant.idcliente)
        .where('idusuario', '=', idusuario)
        .orderBy('idauditoria')
        .execute();
    }
    async function userRow(idusuario: number) {
      return t.app.db.selectFrom('usuarios').selectAll().where('idusuario', '=', idusuario).executeTakeFirstOrThrow();
    }

    it('enrols with a QR code and a Base32 secret, confirmed by one code; the secret is stored sealed, ten codes hashed', async () => {
      const person = await buildAdmin(t.app, tenant.idcliente);
      const token = await issueAccessToken(t.app, tenant.idcliente, 'Privado', person);
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/auth/cuenta/segundo-factor',
        headers: bearer(token),
      });
      const enrolment = enrolmentResponseSchema.parse(started.json());
      expect(enrolment.secreto).toMatch(/^[A-Z2-7]{32}$/);
      expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
      expect(enrolment.uri).toContain(`secret=${enrolment.secreto}`);
      expect(enrolment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(enrolment.qr.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
      // Nothing is active until a code confirms it.
      expect(await userRow(person.idusuario)).toMatchObject({ totp_activo: 0, totp_secreto: null });

      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/cuenta/segundo-factor/confirmar',
        headers: bearer(token),
        payload: { alta: enrolment.alta, codigo: totpCodeAt(enrolment.secreto, Date.now() + 10 * 60_000) },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: twoFactorMessages.wrongCode });
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/cuenta/segundo-factor/confirmar',
        headers: bearer(token),
        payload: { alta: enrolment.alta, codigo: totpCodeAt(enrolment.secreto) },
      });
      expect(confirmed.statusCode).toBe(200);
      const codes = enrolmentConfirmedResponseSchema.parse(confirmed.json()).codigos;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) {
        expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      }

      const row = await userRow(person.idusuario);
      expect(row.totp_activo).toBe(1);
      expect(row.totp_secreto).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toContain(enrolment.secreto);
      const stored = await t.app.db
        .selectFrom('codigos_recuperacion')
        .selectAll()
        .where('idusuario', '=', person.idusuario)
        .execute();
      expect(stored).toHaveLength(10);
      const storedText = JSON.stringify(stored);
      for (const code of codes) {
        expect(storedText).not.toContain(code);
        expect(storedText).not.toContain(code.replace('-', ''));
      }
      const audit = await auditOf(person.idusuario);
      expect(audit).toContainEqual(
        expect.objectContaining({ accion: 'activar_segundo_factor', resultado: 'ok', iddenuncia: null }),
      );
      expect(JSON.stringify(audit)).not.toContain(enrolment.secreto);

      const status = await t.app.inject({
        method: 'GET',
        url: '/api/auth/cuenta/segundo-factor',
        headers: bearer(token),
      });
      expect(twoFactorStatusResponseSchema.parse(status.json())).toEqual({
        success: true,
        activo: true,
        codigos_restantes: 10,
        obligatorio: false,
      });
    });

    it('a pending secret of another person, or a forged one, does not confirm (400)', async () => {
      const a = await enrolledPerson();
      const b = await buildAdmin(t.app, tenant.idcliente);
      const bToken = await issueAccessToken(t.app, tenant.idcliente, 'Privado', b);
      const stolen = await t.app.inject({
        method: 'POST',
        url: '/api/auth/cuenta/segundo-factor/confirmar',
        headers: bearer(bToken),
        payload: { alta: a.enrolment.alta, codigo: totpCodeAt(a.secret) },
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json()).toMatchObject({ message: twoFactorMessages.enrolmentExpired });
      expect(await userRow(b.idusuario)).toMatchObject({ totp_activo: 0, totp_secreto: null });
    });

    it('with a factor the password answers a challenge, not tokens; the code answers the tokens; the same code twice is refused', async () => {
      const person = await enrolledPerson();
      const first = await login(person);
      expect(first.statusCode).toBe(200);
      expect(first.json()).not.toHaveProperty('accesstoken');
      const reto = twoFactorChallengeResponseSchema.parse(first.json()).segundo_factor.reto;

      const agent = `Mozilla/5.0 ${'x'.repeat(300)}`;
      const code = totpCodeAt(person.secret);
      const signedIn = await secondStep(reto, code, { 'user-agent': agent });
      expect(signedIn.statusCode).toBe(200);
      const pair = tokenPairResponseSchema.parse(signedIn.json());
      const claims = await t.app.tokens.verify(pair.accesstoken.token, 'access');
      expect(claims).toMatchObject({ tipoacceso: 'Privado', idcliente: tenant.idcliente, email: person.email });
      const session = await t.app.db
        .selectFrom('sesiones')
        .select('agente')
        .where('sid', '=', claims.sid)
        .executeTakeFirstOrThrow();
      expect(session.agente).toBe(agent.slice(0, 200));

      // Replay: the same code (same time step) with a new challenge is refused.
      const again = await secondStep(await challengeOf(person), code);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: twoFactorMessages.wrongCode });
      // The next step's code still works (±1 step of clock skew).
      const next = await secondStep(await challengeOf(person), totpCodeAt(person.secret, Date.now() + step));
      expect(next.statusCode).toBe(200);

      const audit = await auditOf(person.idusuario);
      const actions = audit.map((row) => `${row.accion}:${row.resultado}`);
      expect(actions).toEqual(
        expect.arrayContaining(['iniciar_sesion:ok', 'segundo_factor:ok', 'segundo_factor:denegado']),
      );
      expect(audit.every((row) => row.usuario === person.email.toLowerCase())).toBe(true);
      expect(JSON.stringify(audit)).not.toContain(code);
    });

    it('five wrong codes in a row lock the second step 15 minutes: a right code is then refused with Retry-After', async () => {
      const person = await enrolledPerson();
      const reto = await challengeOf(person);
      const wrongCode = totpCodeAt(person.secret, Date.now() + 20 * 60_000);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const res = await secondStep(reto, wrongCode);
        expect(res.statusCode).toBe(401);
      }
      const fifth = await secondStep(reto, wrongCode);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toMatchObject({ code: 'RATE_LIMITED', message: twoFactorMessages.locked });
      expect(Number(fifth.headers['retry-after'])).toBe(900);

      const sixth = await secondStep(reto, totpCodeAt(person.secret));
      expect(sixth.statusCode).toBe(429);
      const wait = Number(sixth.headers['retry-after']);
      expect(wait).toBeGreaterThan(890);
      expect(wait).toBeLessThanOrEqual(900);
      const locked = await userRow(person.idusuario);
      expect(Date.parse(locked.totp_bloqueo_hasta ?? '')).toBeGreaterThan(Date.now() + 14 * 60_000);

      const audit = await auditOf(person.idusuario);
      expect(audit.filter((row) => row.accion === 'segundo_factor' && row.resultado === 'denegado')).toHaveLength(6);
      expect(audit).toContainEqual(expect.objectContaining({ accion: 'bloquear_cuenta', resultado: 'ok' }));

      // When the lock ends, the right code signs in.
      await t.app.db
        .updateTable('usuarios')
        .set({ totp_bloqueo_hasta: new Date(Date.now() - 1000).toISOString() })
        .where('idusuario', '=', person.idusuario)
        .execute();
      const after = await secondStep(await challengeOf(person), totpCodeAt(person.secret));
      expect(after.statusCode).toBe(200);
    });

    it('a right code clears the count of wrong codes', async () => {
      const person = await enrolledPerson();
      const reto = await challengeOf(person);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await secondStep(reto, totpCodeAt(person.secret, Date.now() + 20 * 60_000))).statusCode).toBe(401);
      }
      expect((await userRow(person.idusuario)).totp_fallos).toBe(4);
      expect((await secondStep(reto, totpCodeAt(person.secret))).statusCode).toBe(200);
      expect((await userRow(person.idusuario)).totp_fallos).toBe(0);
    });

    it('a recovery code signs in once (with or without its dash, any case) and is audited', async () => {
      const person = await enrolledPerson();
      const [code] = person.codes;
      const used = await secondStep(await challengeOf(person), code?.replace('-', '').toLowerCase() ?? '');
      expect(used.statusCode).toBe(200);
      tokenPairResponseSchema.parse(used.json());
      const reused = await secondStep(await challengeOf(person), code ?? '');
      expect(reused.statusCode).toBe(401);
      const status = await t.app.inject({
        method: 'GET',
        url: '/api/auth/cuenta/segundo-factor',
        headers: bearer(person.token),
      });
      expect(status.json()).toMatchObject({ codigos_restantes: 9 });
      const audit = await auditOf(person.idusuario);
      expect(audit).toContainEqual(expect.objectContaining({ accion: 'usar_codigo_recuperacion', resultado: 'ok' }));
      expect(JSON.stringify(audit)).not.toContain(code);
    });

    it('a forged, tampered or foreign challenge is refused (401) and a malformed code is a 400', async () => {
      const person = await enrolledPerson();
      const reto = await challengeOf(person);
      const other = await buildTenant(t.app);
      const foreign = reto.replace(/^\d+\./, `${other.idcliente}.`);
      const tampered = `${reto.slice(0, -4)}AAAA`;
      for (const bad of [foreign, tampered, 'nada', `${tenant.idcliente}.v1.AAAA`]) {
        const res = await secondStep(bad, totpCodeAt(person.secret));
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: twoFactorMessages.challengeExpired });
      }
      expect((await secondStep(reto, '12345')).statusCode).toBe(400);
      expect((await secondStep(reto, 'abc')).statusCode).toBe(400);
    });

    it('without a factor the sign-in still answers the token pair, stores the agent and audits the attempts', async () => {
      const person = await buildAdmin(t.app, tenant.idcliente);
      const res = await login(person, { 'user-agent': 'Prueba/1.0' });
      expect(res.statusCode).toBe(200);
      const pair = tokenPairResponseSchema.parse(res.json());
      const claims = await t.app.tokens.verify(pair.accesstoken.token, 'access');
      const session = await t.app.db
        .selectFrom('sesiones')
        .select('agente')
        .where('sid', '=', claims.sid)
        .executeTakeFirstOrThrow();
      expect(session.agente).toBe('Prueba/1.0');

      expect((await login({ email: person.email, password: 'not the password' })).statusCode).toBe(401);
      expect(
        (await login({ email: '  Nadie.Aqui@Example.TEST', password: 'whatever' })).statusCode,
      ).toBeGreaterThanOrEqual(400);
      expect((await login({ email: 'Nadie.Aqui@Example.TEST', password: 'whatever' })).statusCode).toBe(401);
      const audit = await auditOf(person.idusuario);
      expect(audit.map((row) => `${row.accion}:${row.resultado}`)).toEqual([
        'iniciar_sesion:ok',
        'iniciar_sesion:denegado',
      ]);
      const unknown = await t.app.db
        .selectFrom('den_auditoria')
        .select(['idusuario', 'usuario', 'resultado'])
        .where('idcliente', '=', tenant.idcliente)
        .where('usuario', '=', 'nadie.aqui@example.test')
        .execute();
      expect(unknown).toEqual([{ idusuario: null, usuario: 'nadie.aqui@example.test', resultado: 'denegado' }]);
    });
  });
}

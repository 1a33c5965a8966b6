import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whoAmIResponseSchema } from '@atalaya/contract/auth/auth-calls.schemas';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { nowIso } from '../../lib/time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant } from '../../test/factories.ts';

/** A person certificate shaped like FNMT's (serialNumber IDCES-…, GN, SN, CN), made by openssl. */
function personCertificate(subject: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'k.pem'),
        '-out',
        path.join(dir, 'c.pem'),
        '-days',
        '2',
        '-utf8',
        '-subj',
        subject,
      ],
      { stdio: 'ignore' },
    );
    return fs.readFileSync(path.join(dir, 'c.pem'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const proxy = '10.9.0.1';
const header = 'X-SSL-Client-Cert';

/** POST /ssl/api/auth/certificate (spec §7, decision 053). */
for (const dialect of DIALECTS) {
  describe(`client-certificate sign-in [${dialect}]`, () => {
    let t: TestApp;
    let bare: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let pem: string;
    const logLines: string[] = [];

    beforeAll(async () => {
      [t, bare] = await Promise.all([
        buildTestApp(
          dialect,
          { CLIENT_CERT_HEADER: header, TRUST_PROXY: `${proxy},10.8.0.0/16` },
          { logStream: { write: (line) => void logLines.push(line) } },
        ),
        buildTestApp(dialect),
      ]);
      tenant = await buildTenant(t.app);
      pem = personCertificate(
        '/C=ES/O=FNMT/serialNumber=IDCES-12345678Z/GN=ANA/SN=PÉREZ GIL/CN=PÉREZ GIL ANA - 12345678Z',
      );
    });
    afterAll(async () => Promise.all([t.close(), bare.close()]));

    function signIn(app: TestApp, value: string | undefined, from = proxy) {
      return app.app.inject({
        method: 'POST',
        url: '/ssl/api/auth/certificate',
        remoteAddress: from,
        headers: { host: `${tenant.codigo}.example.test`, ...(value === undefined ? {} : { [header]: value }) },
      });
    }

    /** The row the Cl@ve ACS writes for `ES/ES/<nif>` (decision 045's keyed hash, computed here independently). */
    async function claveRow(nif: string): Promise<number> {
      const key = Buffer.from(
        crypto.hkdfSync(
          'sha256',
          await t.app.tenantKeys.keyFor(tenant.idcliente),
          Buffer.alloc(0),
          'terceros.identificador',
          32,
        ),
      );
      const hash = crypto.createHmac('sha256', key).update(`ES/ES/${nif}`).digest('hex');
      const { idtercero } = await t.app.db
        .insertInto('terceros')
        .values({
          idcliente: tenant.idcliente,
          identificador_hash: hash,
          nombre: 'x',
          fec_alta: nowIso(),
          fec_ultimo_acceso: nowIso(),
        })
        .returning('idtercero')
        .executeTakeFirstOrThrow();
      return idtercero;
    }

    it('answers 501 with a clear Spanish message when the server has no proxy configuration', async () => {
      const res = await signIn(bare, encodeURIComponent(pem));
      expect(res.statusCode).toBe(501);
      expect(res.json()).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
      expect(res.json().message).toContain('certificado electrónico no está disponible');
    });

    it('ignores the header from an address that is not the proxy (401)', async () => {
      const res = await signIn(t, encodeURIComponent(pem), '10.9.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toContain('No se ha recibido ningún certificado');
      expect((await signIn(t, undefined)).statusCode).toBe(401);
    });

    it('refuses what is not a certificate (400) and a certificate without a NIF (403)', async () => {
      expect((await signIn(t, 'no-es-un-certificado')).statusCode).toBe(400);
      const company = personCertificate('/C=ES/O=Empresa SA/CN=servidor.example.test');
      expect((await signIn(t, encodeURIComponent(company))).statusCode).toBe(403);
      const badLetter = personCertificate('/C=ES/serialNumber=IDCES-12345678A/CN=X');
      expect((await signIn(t, encodeURIComponent(badLetter))).statusCode).toBe(403);
    });

    it('signs the holder in as the very citizen Cl@ve found for the same NIF, again and again', async () => {
      const idtercero = await claveRow('12345678Z');
      const first = await signIn(t, encodeURIComponent(pem));
      expect(first.statusCode).toBe(200);
      const pair = tokenPairResponseSchema.parse(first.json());
      const me = whoAmIResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/auth/', headers: bearer(pair.accesstoken.token) })).json(),
      );
      expect(me).toMatchObject({
        tipoacceso: 'Ciudadano',
        idcliente: tenant.idcliente,
        ciudadano: { idtercero, nombre: 'ANA PÉREZ GIL' },
      });
      // The proxy may fold the PEM's line breaks into spaces (Apache, some balancers).
      const again = await signIn(t, pem.replace(/\n/g, ' '), '10.8.3.4');
      expect(again.statusCode).toBe(200);
      const claims = t.app.tokens.verify(tokenPairResponseSchema.parse(again.json()).accesstoken.token, 'access');
      expect((await claims).idtercero).toBe(idtercero);
    });

    it('creates the citizen when unknown (bare NIF in serialNumber)', async () => {
      const other = personCertificate('/C=ES/serialNumber=87654321X/GN=LUIS/SN=ROS/CN=ROS LUIS - 87654321X');
      const res = await signIn(t, encodeURIComponent(other));
      expect(res.statusCode).toBe(200);
      const rows = await t.app.db
        .selectFrom('terceros')
        .select(['idtercero', 'identificador_global'])
        .where('idcliente', '=', tenant.idcliente)
        .execute();
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.identificador_global !== null)).toBe(true);
    });

    it('logs no certificate, NIF, name or token', async () => {
      const res = await signIn(t, encodeURIComponent(pem));
      expect(res.statusCode).toBe(200);
      const token = tokenPairResponseSchema.parse(res.json()).accesstoken.token;
      const log = logLines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of ['12345678Z', '87654321X', 'PÉREZ', 'BEGIN CERTIFICATE', 'MII', token]) {
        expect(log).not.toContain(secret);
      }
    });
  });
}

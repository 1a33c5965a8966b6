import crypto from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, maxClockSkewSeconds, type Identity } from './tokens.ts';

const key = crypto.randomBytes(32);
const tokens = createTokenService(key, { accessTtlSeconds: 900, refreshTtlSeconds: 3600 });
const identity: Identity = {
  name: 'Informante',
  email: '',
  role: 'informante',
  tipoacceso: 'Informante',
  idcliente: 1,
  idapoderado: null,
  unique_name: 'informante:x',
  parametros: '{}',
  idtercero: null,
};

/** A correctly signed access token whose `iat` is `ahead` seconds after now. */
function issuedAhead(ahead: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000) + ahead;
  return new SignJWT({ ...identity, sid: crypto.randomUUID(), typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('atalaya')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 900)
    .setJti(crypto.randomUUID())
    .sign(key);
}

describe('token verification', () => {
  it('accepts a fresh token and one issued within the clock skew', async () => {
    const { token } = await tokens.signAccess(identity, crypto.randomUUID());
    await expect(tokens.verify(token, 'access')).resolves.toMatchObject({ tipoacceso: 'Informante' });
    await expect(tokens.verify(await issuedAhead(maxClockSkewSeconds - 5), 'access')).resolves.toBeTruthy();
  });

  it('refuses (401) a validly signed token whose iat is in the future beyond the skew', async () => {
    await expect(tokens.verify(await issuedAhead(maxClockSkewSeconds + 120), 'access')).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      statusCode: 401,
    });
  });

  it('signs what jose reads, and verifies what jose signed: HS256, typ JWT, iss, iat, exp, jti', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { token, expires } = await tokens.signAccess(identity, 'sesion-1');
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: 'atalaya', sid: 'sesion-1', typ: 'access', idcliente: 1 });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp).toBe((claims.iat ?? 0) + 900);
    expect(new Date(expires).getTime()).toBe((claims.exp ?? 0) * 1000);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    const second = await tokens.signAccess(identity, 'sesion-1');
    expect(decodeJwt(second.token).jti).not.toBe(claims.jti);
    // A token as the previous implementation (jose) signed it.
    await expect(tokens.verify(await issuedAhead(0), 'access')).resolves.toMatchObject({ idcliente: 1 });
  });

  it('refuses another key, another issuer, alg none, an expired or tampered token and the other type', async () => {
    const unauthenticated = { code: 'UNAUTHENTICATED', statusCode: 401 };
    const now = Math.floor(Date.now() / 1000);
    function jose(claims: Record<string, unknown>, signingKey: Uint8Array = key, issuer = 'atalaya') {
      return new SignJWT({ ...identity, sid: 's', typ: 'access', ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setIssuedAt(now - 1000)
        .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : now + 900)
        .sign(signingKey);
    }
    await expect(tokens.verify(await jose({}, crypto.randomBytes(32)), 'access')).rejects.toMatchObject(
      unauthenticated,
    );
    await expect(tokens.verify(await jose({}, key, 'otro'), 'access')).rejects.toMatchObject(unauthenticated);
    await expect(tokens.verify(await jose({ exp: now - 1 }), 'access')).rejects.toMatchObject(unauthenticated);
    const good = (await tokens.signAccess(identity, 's')).token;
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await expect(tokens.verify(none, 'access')).rejects.toMatchObject(unauthenticated);
    const raised = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), idcliente: 2 }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${raised}.${signature}`, 'access')).rejects.toMatchObject(unauthenticated);
    await expect(tokens.verify(good, 'refresh')).rejects.toMatchObject(unauthenticated);
    await expect(tokens.verify('not-a-token', 'access')).rejects.toMatchObject(unauthenticated);
  });
});

import crypto from 'node:crypto';
import { SignJWT } from 'jose';
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
});

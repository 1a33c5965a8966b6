import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { tokenClaimsSchema, type TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { AppError, messages } from './errors.ts';

const issuer = 'atalaya';

/** The identity part of the claims: what a session re-issues on every refresh. */
export type Identity = Omit<TokenClaims, 'sid' | 'typ' | 'exp' | 'iat'>;

export type SignedToken = { token: string; expires: string };

export type TokenService = {
  signAccess: (identity: Identity, sid: string) => Promise<SignedToken>;
  signRefresh: (identity: Identity, sid: string) => Promise<SignedToken>;
  /** Verifies signature, issuer, expiry and type; throws a 401 AppError otherwise. */
  verify: (token: string, typ: TokenClaims['typ']) => Promise<TokenClaims>;
};

/** SHA-256 (hex) of a token: how refresh tokens are stored and looked up. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** How far in the future a token's `iat` may be (clock skew between server processes). */
export const maxClockSkewSeconds = 60;

export function createTokenService(
  key: Uint8Array,
  ttl: { accessTtlSeconds: number; refreshTtlSeconds: number },
): TokenService {
  // Imported once: given the raw bytes, jose imports the key again for every token (a WebCrypto
  // call per sign and per verify, measurable under load — decision 061).
  let imported: Promise<crypto.webcrypto.CryptoKey> | undefined;
  function hmacKey(): Promise<crypto.webcrypto.CryptoKey> {
    imported ??= crypto.webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return imported;
  }
  async function sign(identity: Identity, sid: string, typ: TokenClaims['typ'], seconds: number) {
    const exp = Math.floor(Date.now() / 1000) + seconds;
    const token = await new SignJWT({ ...identity, sid, typ })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(exp)
      .setJti(crypto.randomUUID())
      .sign(await hmacKey());
    return { token, expires: new Date(exp * 1000).toISOString() };
  }

  return {
    signAccess: (identity, sid) => sign(identity, sid, 'access', ttl.accessTtlSeconds),
    signRefresh: (identity, sid) => sign(identity, sid, 'refresh', ttl.refreshTtlSeconds),
    async verify(token, typ) {
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), { issuer, algorithms: ['HS256'] });
        const claims = tokenClaimsSchema.parse(payload);
        if (claims.typ !== typ) {
          throw new Error('wrong token type');
        }
        if (claims.iat > Math.floor(Date.now() / 1000) + maxClockSkewSeconds) {
          throw new Error('token issued in the future');
        }
        return claims;
      } catch (error) {
        throw new AppError('UNAUTHENTICATED', messages.unauthenticated, { cause: error });
      }
    },
  };
}

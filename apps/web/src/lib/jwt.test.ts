import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/tokens.ts';
import { decodeBase64Url, decodeClaims, isTokenExpired } from './jwt.ts';

describe('jwt', () => {
  it('decodes base64url text including UTF-8', () => {
    expect(decodeBase64Url(Buffer.from('{"name":"Público ñ"}').toString('base64url'))).toBe('{"name":"Público ñ"}');
  });

  it('reads the claims of a token', () => {
    const claims = decodeClaims(makeToken({ tipoacceso: 'Privado', idtercero: 7 }));
    expect(claims).toMatchObject({ tipoacceso: 'Privado', idtercero: 7, role: 'administrador' });
  });

  it('treats malformed tokens as missing and expired', () => {
    expect(decodeClaims('no-es-un-token')).toBeNull();
    expect(decodeClaims('a.b.c')).toBeNull();
    expect(isTokenExpired('a.b.c')).toBe(true);
    expect(isTokenExpired(null)).toBe(true);
  });

  it('tells expired tokens from valid ones', () => {
    expect(isTokenExpired(makeToken({ expiresIn: -1 }))).toBe(true);
    expect(isTokenExpired(makeToken({ expiresIn: 60 }))).toBe(false);
  });
});

import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBytes, decryptText, encryptBytes, encryptText, newDataKey } from './crypto.ts';
import { generateReceipt, hashReceipt } from './receipt.ts';

describe('crypto', () => {
  it('round-trips text and bytes under the same key and context', () => {
    const key = newDataKey();
    const sealed = encryptText(key, 'hola, esto es confidencial', 'ctx:1');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('confidencial');
    expect(decryptText(key, sealed, 'ctx:1')).toBe('hola, esto es confidencial');
    const bytes = crypto.randomBytes(1000);
    expect(decryptBytes(key, encryptBytes(key, bytes, 'b'), 'b').equals(bytes)).toBe(true);
  });

  it('refuses another context, another key or tampered bytes', () => {
    const key = newDataKey();
    const sealed = encryptText(key, 'secreto', 'den_denuncias.respuestas:a');
    expect(() => decryptText(key, sealed, 'den_denuncias.respuestas:b')).toThrow();
    expect(() => decryptText(newDataKey(), sealed, 'den_denuncias.respuestas:a')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => decryptText(key, `v1.${raw.toString('base64url')}`, 'den_denuncias.respuestas:a')).toThrow();
  });

  it('uses a fresh IV each time', () => {
    const key = newDataKey();
    expect(encryptText(key, 'x', 'c')).not.toBe(encryptText(key, 'x', 'c'));
  });
});

describe('receipt', () => {
  it('is 16 Crockford characters in four groups and differs every time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateReceipt()));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    }
  });

  it('hashes deterministically with the pepper, and differently with another pepper', async () => {
    const pepper = crypto.randomBytes(32);
    const code = generateReceipt();
    const a = await hashReceipt(code, pepper);
    expect(await hashReceipt(code, pepper)).toBe(a);
    expect(await hashReceipt(code, crypto.randomBytes(32))).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});

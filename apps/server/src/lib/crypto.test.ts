import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBytes, decryptText, encryptBytes, encryptText, freshIv, newDataKey } from './crypto.ts';
import { generateReceipt, hashReceipt, legacyReceiptHash } from './receipt.ts';

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

  it('hashes deterministically with the pepper (HMAC-SHA-256, k1:), and differently with another pepper', () => {
    const pepper = crypto.randomBytes(32);
    const code = generateReceipt();
    const a = hashReceipt(code, pepper);
    expect(hashReceipt(code, pepper)).toBe(a);
    expect(hashReceipt(code, crypto.randomBytes(32))).not.toBe(a);
    expect(a).toMatch(/^k1:[0-9a-f]{64}$/);
    expect(a).toBe(`k1:${crypto.createHmac('sha256', pepper).update(code).digest('hex')}`);
  });

  it('keeps the scrypt hash of complaints filed before decision 031: deterministic, pepper-bound, bare hex', async () => {
    const pepper = Buffer.alloc(32, 7);
    const a = await legacyReceiptHash('7K3M-Q9XD-2HWT-BN4R', pepper);
    expect(await legacyReceiptHash('7K3M-Q9XD-2HWT-BN4R', pepper)).toBe(a);
    expect(await legacyReceiptHash('7K3M-Q9XD-2HWT-BN4R', Buffer.alloc(32, 8))).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    const expected = crypto
      .scryptSync('7K3M-Q9XD-2HWT-BN4R', pepper, 32, { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
      .toString('hex');
    expect(a).toBe(expected);
  });
});

describe('freshIv', () => {
  it('gives 12 new bytes each time, across pools, and never changes one already given', () => {
    const given = Array.from({ length: 2_000 }, () => freshIv());
    const copies = given.map((iv) => Buffer.from(iv).toString('hex'));
    expect(given.every((iv) => iv.length === 12)).toBe(true);
    expect(new Set(copies).size).toBe(given.length);
    // 2,000 IVs span six pools; drawing more must not touch the bytes of those given.
    for (let i = 0; i < 2_000; i += 1) {
      freshIv();
    }
    expect(given.map((iv) => iv.toString('hex'))).toEqual(copies);
  });

  it('seals with a different IV every time: the same text twice gives two ciphertexts that both open', () => {
    const key = newDataKey();
    const a = encryptBytes(key, Buffer.from('igual'), 'ctx');
    const b = encryptBytes(key, Buffer.from('igual'), 'ctx');
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false);
    expect(decryptBytes(key, a, 'ctx').toString()).toBe('igual');
    expect(decryptBytes(key, b, 'ctx').toString()).toBe('igual');
  });
});

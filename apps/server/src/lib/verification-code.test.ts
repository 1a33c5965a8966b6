import { describe, expect, it } from 'vitest';
import {
  normalizeVerificationCode,
  verificationParamsSchema,
} from '@atalaya/contract/complaints/document-seal.schemas';
import { generateVerificationCode } from './verification-code.ts';

describe('verification codes', () => {
  it('are 20 Crockford characters in 5 groups of 4, and 1000 of them are all different', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const code = generateVerificationCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
      codes.add(code);
    }
    expect(codes.size).toBe(1000);
  });

  it('use the whole alphabet (uniform source, no fixed positions)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      for (const char of generateVerificationCode().replace(/-/g, '')) {
        seen.add(char);
      }
    }
    expect(seen.size).toBe(32);
  });

  it('are read back whatever the case, spacing or dashes, with O/I/L as 0/1/1', () => {
    expect(normalizeVerificationCode('7k3m q9xd-2hwt bn4r 0pzc')).toBe('7K3M-Q9XD-2HWT-BN4R-0PZC');
    expect(normalizeVerificationCode('OIL0-0000-0000-0000-0000')).toBe('0110-0000-0000-0000-0000');
    expect(normalizeVerificationCode('7K3M-Q9XD-2HWT-BN4R')).toBeNull();
    expect(normalizeVerificationCode('UUUU-UUUU-UUUU-UUUU-UUUU')).toBeNull();
    expect(normalizeVerificationCode('7K3M-Q9XD-2HWT-BN4R-0PZC-')).toBe('7K3M-Q9XD-2HWT-BN4R-0PZC');
    expect(verificationParamsSchema.safeParse({ codigo: '<script>' }).success).toBe(false);
    expect(verificationParamsSchema.parse({ codigo: '7k3mq9xd2hwtbn4r0pzc' }).codigo).toBe('7K3M-Q9XD-2HWT-BN4R-0PZC');
  });
});

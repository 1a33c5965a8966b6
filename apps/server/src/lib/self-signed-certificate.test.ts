import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSelfSignedCertificate, serialNumberOf } from './self-signed-certificate.ts';

describe('lib: self-signed certificate', () => {
  it('makes a certificate Node parses, self-signed, for the name and years asked', () => {
    const { certificatePem, privateKeyPem } = newSelfSignedCertificate('sp.atalaya.test', 2);
    const certificate = new crypto.X509Certificate(certificatePem);
    expect(certificate.subject).toBe('CN=sp.atalaya.test');
    expect(certificate.issuer).toBe('CN=sp.atalaya.test');
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(crypto.createPrivateKey(privateKeyPem))).toBe(true);
    const years = (Date.parse(certificate.validTo) - Date.parse(certificate.validFrom)) / (365 * 86_400_000);
    expect(Math.round(years)).toBe(2);
  });

  it('is parsed whatever random bytes the serial number starts with (a leading zero was refused)', () => {
    // 00 10 …: a non-minimal DER integer before the fix; 80 …: negative without the top bit cleared.
    for (const start of [
      [0x00, 0x10],
      [0x00, 0x00],
      [0x00, 0x90],
      [0x80, 0x00],
      [0xff, 0xff],
      [0x7f, 0x01],
    ]) {
      const random = Buffer.concat([Buffer.from(start), Buffer.alloc(14, 0x11)]);
      const { certificatePem } = newSelfSignedCertificate('serie.test', 1, random);
      const certificate = new crypto.X509Certificate(certificatePem);
      expect(certificate.serialNumber.length, start.join(',')).toBe(32);
    }
  });

  it('keeps every serial number positive and minimal with 126 of its bits random', () => {
    for (let first = 0; first < 256; first += 1) {
      const serial = serialNumberOf(Buffer.from([first, ...crypto.randomBytes(15)]));
      expect(serial.length).toBe(16);
      expect(serial[0]).toBeGreaterThanOrEqual(0x40);
      expect(serial[0]).toBeLessThan(0x80);
      expect((serial[0] ?? 0) & 0x3f).toBe(first & 0x3f);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { certificateOfHeader, identifierOfNif, isTrustedPeer, validNif } from './client-certificate.rules.ts';

describe('client-certificate rules', () => {
  it('accepts NIF and NIE with their control letter, nothing else', () => {
    expect(validNif('12345678z')).toBe('12345678Z');
    expect(validNif('X1234567L')).toBe('X1234567L');
    expect(validNif('12345678A')).toBeUndefined();
    expect(validNif('1234567Z')).toBeUndefined();
    expect(validNif('IDCES-12345678Z')).toBeUndefined();
    expect(identifierOfNif('12345678Z')).toBe('ES/ES/12345678Z');
  });

  it("trusts only TRUST_PROXY's addresses and ranges, IPv4-mapped too", () => {
    expect(isTrustedPeer('10.0.0.1', '10.0.0.1')).toBe(true);
    expect(isTrustedPeer('10.0.0.1', '::ffff:10.0.0.1')).toBe(true);
    expect(isTrustedPeer('10.0.0.1', '10.0.0.2')).toBe(false);
    expect(isTrustedPeer('10.0.0.1, 192.168.0.0/16', '192.168.7.9')).toBe(true);
    expect(isTrustedPeer('loopback', '127.0.0.1')).toBe(true);
    expect(isTrustedPeer('loopback', '::1')).toBe(true);
    expect(isTrustedPeer('fd00::/8', 'fd00::5')).toBe(true);
    expect(isTrustedPeer(undefined, '10.0.0.1')).toBe(false);
    expect(isTrustedPeer('10.0.0.1', undefined)).toBe(false);
    expect(isTrustedPeer('no-es-una-ip', '10.0.0.1')).toBe(false);
  });

  it('reads nothing from what is not a certificate', () => {
    expect(certificateOfHeader('')).toBeUndefined();
    expect(certificateOfHeader('%E0%A4%A')).toBeUndefined();
    expect(certificateOfHeader('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toBeUndefined();
    expect(certificateOfHeader('<script>')).toBeUndefined();
  });
});

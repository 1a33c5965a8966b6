import crypto from 'node:crypto';

/*
 * A self-signed X.509 v3 certificate for an RSA key pair, written in DER by hand: what a SAML
 * service provider publishes in its metadata (decision 045). Node can parse certificates
 * (crypto.X509Certificate) but not make them, and one small encoder beats a PKI dependency.
 */

function length(n: number): Buffer {
  if (n < 0x80) {
    return Buffer.from([n]);
  }
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) {
    bytes.unshift(rest % 256);
  }
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), length(content.length), content]);
}

function sequence(...items: Buffer[]): Buffer {
  return tlv(0x30, Buffer.concat(items));
}

function set(...items: Buffer[]): Buffer {
  return tlv(0x31, Buffer.concat(items));
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const part of rest) {
    const chunk: number[] = [part & 0x7f];
    for (let v = Math.floor(part / 128); v > 0; v = Math.floor(v / 128)) {
      chunk.unshift((v & 0x7f) | 0x80);
    }
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(iso.slice(2), 'ascii'))
    : tlv(0x18, Buffer.from(iso, 'ascii'));
}

function name(commonName: string): Buffer {
  return sequence(set(sequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from(commonName, 'utf8')))));
}

export type KeyPairWithCertificate = { privateKeyPem: string; certificatePem: string };

/**
 * The serial number's DER content from 16 random bytes: positive (top bit clear) and minimal (the
 * first byte never 0, which DER forbids before a byte below 0x80 and OpenSSL then refuses the
 * whole certificate — once in 256 certificates before this was kept).
 */
export function serialNumberOf(random: Buffer): Buffer {
  const serial = Buffer.from(random);
  serial[0] = 0x40 | ((serial[0] ?? 0) & 0x3f);
  return serial;
}

/**
 * A new RSA-2048 key pair and its self-signed certificate (sha256WithRSAEncryption), valid `years`
 * from now. `random`: the serial number's 16 random bytes (given by tests).
 */
export function newSelfSignedCertificate(
  commonName: string,
  years = 10,
  random: Buffer = crypto.randomBytes(16),
): KeyPairWithCertificate {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serial = serialNumberOf(random);
  const algorithm = sequence(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = new Date(notBefore.getTime() + years * 365 * 86_400_000);
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([0x02]))),
    tlv(0x02, serial),
    algorithm,
    name(commonName),
    sequence(time(notBefore), time(notAfter)),
    name(commonName),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = crypto.sign('sha256', tbs, privateKey);
  const der = sequence(tbs, algorithm, tlv(0x03, Buffer.concat([Buffer.from([0x00]), signature])));
  const body = der.toString('base64').replace(/(.{64})/g, '$1\n');
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificatePem: `-----BEGIN CERTIFICATE-----\n${body}${body.endsWith('\n') ? '' : '\n'}-----END CERTIFICATE-----\n`,
  };
}

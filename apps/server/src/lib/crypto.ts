import crypto from 'node:crypto';

/**
 * AES-256-GCM helpers for confidentiality at rest (architecture §6). Every ciphertext is bound to
 * its context through the additional authenticated data (e.g. `den_denuncias.respuestas:<guid>`),
 * so a ciphertext copied into another row or column fails to decrypt.
 */
const version = 1;
const ivBytes = 12;
const tagBytes = 16;

/** Random bytes drawn 4 KiB at a time: one call to the generator for 341 IVs, not one each. */
const ivPoolBytes = 4096 - (4096 % ivBytes);
let ivPool = Buffer.alloc(0);
let ivOffset = 0;

/**
 * A fresh IV from the CSPRNG. Each pool is a new buffer, never refilled in place, so no two IVs
 * share bytes and an IV handed out is never changed afterwards (the way Node keeps UUIDs).
 */
export function freshIv(): Buffer {
  if (ivOffset + ivBytes > ivPool.length) {
    ivPool = crypto.randomBytes(ivPoolBytes);
    ivOffset = 0;
  }
  const iv = ivPool.subarray(ivOffset, ivOffset + ivBytes);
  ivOffset += ivBytes;
  return iv;
}

/** Encrypts bytes: [version 1 byte][iv 12][tag 16][ciphertext]. */
export function encryptBytes(key: Buffer, plaintext: Buffer, context: string): Buffer {
  const iv = freshIv();
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([version]), iv, cipher.getAuthTag(), body]);
}

/** Decrypts what encryptBytes wrote; throws if the key, context or bytes do not match. */
export function decryptBytes(key: Buffer, sealed: Buffer, context: string): Buffer {
  if (sealed.length < 1 + ivBytes + tagBytes || sealed[0] !== version) {
    throw new Error('Not an Atalaya ciphertext');
  }
  const iv = sealed.subarray(1, 1 + ivBytes);
  const tag = sealed.subarray(1 + ivBytes, 1 + ivBytes + tagBytes);
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(1 + ivBytes + tagBytes)), decipher.final()]);
}

/** Text column form: `v1.<base64url>`. */
export function encryptText(key: Buffer, plaintext: string, context: string): string {
  return `v1.${encryptBytes(key, Buffer.from(plaintext, 'utf8'), context).toString('base64url')}`;
}

export function decryptText(key: Buffer, sealed: string, context: string): string {
  if (!sealed.startsWith('v1.')) {
    throw new Error('Not an Atalaya ciphertext');
  }
  return decryptBytes(key, Buffer.from(sealed.slice(3), 'base64url'), context).toString('utf8');
}

/** A fresh 256-bit data key. */
export function newDataKey(): Buffer {
  return crypto.randomBytes(32);
}

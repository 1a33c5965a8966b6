import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new receipt code: 16 Crockford base-32 characters (80 random bits) in groups of 4,
 * e.g. `7K3M-Q9XD-2HWT-BN4R`. Shown once to the reporter; never stored or logged in clear.
 */
export function generateReceipt(): string {
  const bytes = crypto.randomBytes(10);
  let bits = 0n;
  for (const b of bytes) {
    bits = (bits << 8n) | BigInt(b);
  }
  let out = '';
  for (let i = 0; i < 16; i += 1) {
    out = crockford.charAt(Number(bits & 31n)) + out;
    bits >>= 5n;
  }
  return out.match(/.{4}/g)?.join('-') ?? out;
}

// scrypt N=2^15, r=8, p=1: 32 MiB and tens of milliseconds per guess.
const scryptOptions = { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

/**
 * Deterministic slow hash of a normalised receipt with the server pepper, so a complaint can be
 * looked up by it while a stolen database cannot be searched without the pepper and the cost.
 */
export async function hashReceipt(normalizedReceipt: string, pepper: Buffer): Promise<string> {
  const derived = await scrypt(normalizedReceipt, pepper, 32, scryptOptions);
  return derived.toString('hex');
}

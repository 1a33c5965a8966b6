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

/** The prefix of a keyed receipt hash (decision 031); legacy scrypt hashes are bare hex. */
export const keyedReceiptPrefix = 'k1:';

/**
 * The stored form of a normalised receipt since decision 031: HMAC-SHA-256 keyed with the server
 * pepper, `k1:<hex>`. A receipt is 80 random bits chosen by the server, not a password: nobody can
 * search 2^80 codes, slow hash or not, and without the pepper (kept out of the database) not one.
 * Cheap, so a hundred reporters filing at once do not queue behind a memory-hard hash.
 */
export function hashReceipt(normalizedReceipt: string, pepper: Buffer): string {
  return keyedReceiptPrefix + crypto.createHmac('sha256', pepper).update(normalizedReceipt, 'utf8').digest('hex');
}

// scrypt N=2^15, r=8, p=1: 32 MiB and tens of milliseconds per guess.
const scryptOptions = { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

/**
 * The hash complaints filed before decision 031 were stored with: scrypt of the normalised receipt
 * with the server pepper (bare hex). Computed only when the keyed hash finds nothing, so a wrong
 * code still costs the guesser what it cost before.
 */
export async function legacyReceiptHash(normalizedReceipt: string, pepper: Buffer): Promise<string> {
  const derived = await scrypt(normalizedReceipt, pepper, 32, scryptOptions);
  return derived.toString('hex');
}

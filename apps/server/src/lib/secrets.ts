import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/env.ts';

export type Secrets = { jwtKey: Uint8Array; masterKey: Buffer; receiptPepper: Buffer };

/** Reads a secret file, or creates it (mode 0600) with 32 random bytes on first start. */
function readOrCreate(dir: string, name: string): string {
  const file = path.join(dir, name);
  if (fs.existsSync(file)) {
    return fs.readFileSync(file, 'utf8').trim();
  }
  const value = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  return value;
}

/**
 * The JWT signing key, master encryption key and receipt pepper: from the environment when given,
 * otherwise generated once into `<dataDir>/secrets` with mode 0600.
 */
export function loadSecrets(config: Config): Secrets {
  const dir = path.join(config.dataDir, 'secrets');
  const needsFiles = !config.secrets.jwt || !config.secrets.masterKey || !config.secrets.receiptPepper;
  if (needsFiles) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  const jwt = config.secrets.jwt ?? readOrCreate(dir, 'jwt.key');
  const master = config.secrets.masterKey ?? readOrCreate(dir, 'master.key');
  const pepper = config.secrets.receiptPepper ?? readOrCreate(dir, 'receipt-pepper.key');
  return {
    jwtKey: new TextEncoder().encode(jwt),
    // Any length of text secret becomes a 256-bit key.
    masterKey: crypto.createHash('sha256').update(master).digest(),
    receiptPepper: crypto.createHash('sha256').update(pepper).digest(),
  };
}

import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id hash of a password, in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A real hash to verify against when the account does not exist, so both paths cost the same.
const dummyHash = hash('atalaya-dummy-password-for-timing', options);

/** Verifies a password; with `storedHash` null it still spends the same time and answers false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { storageKeys } from '@atalaya/contract/http/headers';
import { decodeClaims } from '@/lib/jwt.ts';
import { writeStorage } from '@/lib/storage.ts';
import { setTokens } from '@/lib/tokens.ts';

/** Keeps a back-office token pair as a sign-in does: both tokens, the e-mail and the username. */
export function storeSignedInSession(pair: TokenPairResponse, email: string): void {
  const claims = decodeClaims(pair.accesstoken.token);
  writeStorage(storageKeys.email, claims?.email || email);
  writeStorage(storageKeys.username, claims?.unique_name || email);
  setTokens(pair.accesstoken.token, pair.refreshtoken.token);
}

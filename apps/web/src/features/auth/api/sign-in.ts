import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { loginBodySchema, tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { storageKeys } from '@atalaya/contract/http/headers';
import { apiRequest, applicationId } from '@/lib/api-client.ts';
import { decodeClaims } from '@/lib/jwt.ts';
import { writeStorage } from '@/lib/storage.ts';
import { setTokens } from '@/lib/tokens.ts';

/** The fields the sign-in form validates, with the contract's rules and messages. */
export const signInInputSchema = loginBodySchema.pick({ email: true, password: true });
export type SignInInput = z.infer<typeof signInInputSchema>;

/** `POST /api/auth/login` (skip header); stores both tokens, the e-mail and the username. */
export async function signIn(input: SignInInput): Promise<TokenPairResponse> {
  const pair = await apiRequest('/api/auth/login', {
    method: 'POST',
    body: {
      email: input.email,
      password: input.password,
      idaplicacion: applicationId,
      url: globalThis.location.hostname,
    },
    schema: tokenPairResponseSchema,
    skipAuth: true,
  });
  storeSignedInSession(pair, input.email);
  return pair;
}

/** Keeps a back-office token pair as a sign-in does: both tokens, the e-mail and the username. */
export function storeSignedInSession(pair: TokenPairResponse, email: string): void {
  const claims = decodeClaims(pair.accesstoken.token);
  writeStorage(storageKeys.email, claims?.email || email);
  writeStorage(storageKeys.username, claims?.unique_name || email);
  setTokens(pair.accesstoken.token, pair.refreshtoken.token);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
